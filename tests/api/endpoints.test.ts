import { beforeAll, describe, expect, it } from 'vitest';
import { authorize, getJsSign, login } from '../../src/api/wechat';
import { getCurrentUser } from '../../src/api/user';
import { bindCard, getCardInfo, giveCard, listCards, setDefaultCard, unbindCard } from '../../src/api/cards';
import { sendSms } from '../../src/api/sms';
import { listProducts } from '../../src/api/products';
import { listAddresses, saveAddress } from '../../src/api/addresses';
import { calculateOrderCosts, cancelOrder, createOrder, createVoucherOrder, getShipTime, listOrders } from '../../src/api/orders';
import { calculatePlanCosts, cancelPlan, createPlan, listPlanTriggers, listPlans } from '../../src/api/plans';
import { payCombo, payOrder, payPlan } from '../../src/api/pay';
import { listVouchers } from '../../src/api/vouchers';
import { createCombo, listCombos } from '../../src/api/combos';
import { envelope, sendJson, testApiServer } from '../helpers/api-server';

const card = {
  id: 1,
  cardNo: '8800001',
  level: 2,
  phone: '13900139000',
  bindPhone: '13800138000',
  eggNumber: 60,
  money: 588,
  validTime: 1_800_000_000_000,
  default: true,
};
const order = {
  id: 41,
  orderNo: 'NO-41',
  state: 1,
  createTime: 1_795_000_000_000,
  productNumber: 2,
  product: '{"name":"eggs"}',
  address: '{"name":"Li"}',
  shipDate: 20261123,
  remark: '',
  expressMoney: 8,
  expressName: null,
  expressNo: null,
};
const plan = {
  id: 7,
  state: 0,
  createTime: 1,
  startTime: 2,
  type: 'ONE_WEEK',
  productNumber: 1,
  deliveryCount: 4,
  product: { pictures: ['p.jpg'], name: 'eggs', spec: '30' },
  address: { name: 'Li', phone: '13800138000', address: 'No. 1 Road' },
  payNo: null,
  sumLogiCosts: 12,
  remark: '',
};
const goods = { id: 2, name: 'eggs', spec: '30 pcs', showMoney: 49.9, pictures: ['p.jpg'] };
const payParams = { appId: 'wx', timestamp: '1700000000', nonceStr: 'n', packageStr: 'prepay_id=1', signType: 'RSA', paySign: 's' };
const signedIn = { token: 'tok', nickname: 'Li', avatar: '' };

/** A well-formed answer's data per path (what the reference server sends); a path not named answers null. */
const DATA: Record<string, unknown> = {
  '/wechat/jsSign': { appId: 'wx', timestamp: 1700000000, nonceStr: 'n', signature: 's' },
  '/wechat/authorize': { ...signedIn, openId: 'o-demo' },
  '/wechat/login': signedIn,
  '/api/user/current': {
    nickname: 'Li',
    avatar: '',
    totalEgg: 60,
    totalCard: 1,
    totalVoucher: 0,
    card: { cardNo: '8800001', validTime: 1_800_000_000_000, level: 2 },
  },
  '/api/card/list': { list: [card], total: 1 },
  '/api/card/info': {
    canBind: true,
    specifiedCard: false,
    cardPhone: '',
    cardNo: '8800001',
    level: 3,
    money: 1688,
    eggNumber: 200,
    validTime: 1_800_000_000_000,
  },
  '/api/card/giveCard': { url: 'https://eggcard.example/#/bind', iconUrl: 'https://eggcard.example/i.png', title: 'a gift', description: 'for you' },
  '/api/sms/send': 'sms-key',
  '/api/product/list': [goods],
  '/api/address/list': [{ id: 4, name: 'Li', phone: '13800138000', address: 'No. 1 Road', isDefault: 1 }],
  // spec §7 shows no answer; a backend that sends the saved address back has it read (issue 47.3)
  '/api/address/save': { id: 4, name: 'Li', phone: '13800138000', address: 'No. 1 Road', isDefault: 1 },
  '/api/order/calculateCosts': 8,
  '/api/orderPlan/calculateCosts': { costs: 24, dates: [1, 2, 3] },
  '/api/order/shipTime': 1_795_000_000_000,
  '/api/order/create': { orderId: 41, pay: true },
  '/api/orderPlan/create': { planId: 7, pay: false },
  '/api/order/createVoucher': { orderId: 42, pay: false },
  '/api/order/list': { list: [order], total: 1 },
  '/api/orderPlan/list': { list: [plan], total: 1 },
  '/api/orderPlan/triggers': [{ state: 2, triggerTime: 1, finishTime: 2, errMessage: 'no stock' }],
  '/api/pay/order': payParams,
  '/api/pay/plan': payParams,
  '/api/pay/combo': payParams,
  '/api/voucher/list': [{ id: 9, voucherNo: 'V9', name: 'voucher', spec: '2 boxes', showMoney: 99, validTime: 1_800_000_000_000, pictures: ['v.jpg'] }],
  '/api/combo/list': [{ id: 2, name: '30 eggs', description: '+3 months' }],
  '/api/combo/create': 501,
};

const server = testApiServer();
beforeAll(() => server.handle((req, res) => sendJson(res, envelope(DATA[req.path] ?? null))));

const orderBody = {
  addressId: 1,
  productId: 2,
  cardId: 3,
  productNumber: 2,
  remark: 'ring twice',
  shipDate: 20261123,
  plan: false,
  shipTime: 1_795_000_000_000,
};

/** Spec §7, row by row: [call, method, path, query, body]. */
const calls: [string, () => Promise<unknown>, string, string, Record<string, string>, unknown][] = [
  [
    'jsSign',
    () => getJsSign('https://eggcard.example/?from=singlemessage'),
    'GET',
    '/wechat/jsSign',
    { url: 'https://eggcard.example/?from=singlemessage' },
    undefined,
  ],
  ['authorize', () => authorize('CODE1'), 'GET', '/wechat/authorize', { code: 'CODE1' }, undefined],
  ['login', () => login('demo-member'), 'POST', '/wechat/login', {}, { openId: 'demo-member' }],
  ['user/current', () => getCurrentUser(), 'GET', '/api/user/current', {}, undefined],
  ['card/list', () => listCards(), 'GET', '/api/card/list', {}, undefined],
  ['card/defaultCard', () => setDefaultCard('8800001'), 'POST', '/api/card/defaultCard', {}, { cardNo: '8800001' }],
  [
    'card/unbind',
    () => unbindCard({ cardNo: '8800001', key: 'k', code: '123456', phone: '13800138000' }),
    'POST',
    '/api/card/unbind',
    {},
    { cardNo: '8800001', key: 'k', code: '123456', phone: '13800138000' },
  ],
  ['card/info', () => getCardInfo('8800001'), 'GET', '/api/card/info', { cardNo: '8800001' }, undefined],
  [
    'card/bind',
    () => bindCard({ cardNo: '8800001', key: 'k', phone: '13800138000', code: '123456' }),
    'POST',
    '/api/card/bind',
    {},
    { cardNo: '8800001', key: 'k', phone: '13800138000', code: '123456' },
  ],
  ['card/giveCard', () => giveCard('8800001', '13900139000'), 'POST', '/api/card/giveCard', {}, { cardNo: '8800001', phone: '13900139000' }],
  ['sms/send', () => sendSms('13800138000'), 'POST', '/api/sms/send', {}, { phone: '13800138000' }],
  ['product/list', () => listProducts(), 'GET', '/api/product/list', { pageSize: '10', current: '1' }, undefined],
  ['address/list', () => listAddresses(), 'GET', '/api/address/list', {}, undefined],
  [
    'address/save',
    () => saveAddress({ id: 4, name: 'Li', phone: '13800138000', address: 'No. 1 Road', isDefault: 1 }),
    'POST',
    '/api/address/save',
    {},
    { id: 4, name: 'Li', phone: '13800138000', address: 'No. 1 Road', isDefault: 1 },
  ],
  [
    'order/calculateCosts',
    () => calculateOrderCosts({ addressId: 1, productId: 2, orderType: 0, payId: 3, productNumber: 2 }),
    'POST',
    '/api/order/calculateCosts',
    {},
    { addressId: 1, productId: 2, orderType: 0, payId: 3, productNumber: 2 },
  ],
  [
    'orderPlan/calculateCosts',
    () => calculatePlanCosts({ addressId: 1, productId: 2, cardId: 3, productNumber: 1, shipTime: 1, finishTime: 2, type: 'TWO_WEEK' }),
    'POST',
    '/api/orderPlan/calculateCosts',
    {},
    { addressId: 1, productId: 2, cardId: 3, productNumber: 1, shipTime: 1, finishTime: 2, type: 'TWO_WEEK' },
  ],
  ['order/shipTime', () => getShipTime(), 'GET', '/api/order/shipTime', {}, undefined],
  ['order/create', () => createOrder(orderBody), 'POST', '/api/order/create', {}, orderBody],
  [
    'orderPlan/create',
    () => createPlan({ ...orderBody, plan: true, finishTime: 1_797_000_000_000, type: 'ONE_WEEK' }),
    'POST',
    '/api/orderPlan/create',
    {},
    { ...orderBody, plan: true, finishTime: 1_797_000_000_000, type: 'ONE_WEEK' },
  ],
  [
    'order/createVoucher',
    () => createVoucherOrder({ addressId: 1, voucherId: 9, remark: '', shipDate: 20261123, shipTime: 5 }),
    'POST',
    '/api/order/createVoucher',
    {},
    { addressId: 1, voucherId: 9, remark: '', shipDate: 20261123, shipTime: 5 },
  ],
  ['order/list', () => listOrders(), 'GET', '/api/order/list', {}, undefined],
  ['order/list?lastId', () => listOrders(41), 'GET', '/api/order/list', { lastId: '41' }, undefined],
  ['orderPlan/list', () => listPlans(), 'GET', '/api/orderPlan/list', {}, undefined],
  ['orderPlan/list?lastId', () => listPlans(7), 'GET', '/api/orderPlan/list', { lastId: '7' }, undefined],
  ['order/cancel', () => cancelOrder(41), 'POST', '/api/order/cancel', {}, { orderId: 41 }],
  ['orderPlan/cancel', () => cancelPlan(7), 'POST', '/api/orderPlan/cancel', {}, { planId: 7 }],
  ['orderPlan/triggers', () => listPlanTriggers(7), 'GET', '/api/orderPlan/triggers', { id: '7' }, undefined],
  ['pay/order', () => payOrder(41), 'POST', '/api/pay/order', {}, { id: 41 }],
  ['pay/plan', () => payPlan(7), 'POST', '/api/pay/plan', {}, { id: 7 }],
  ['pay/combo', () => payCombo(3), 'POST', '/api/pay/combo', {}, { id: 3 }],
  ['voucher/list', () => listVouchers(), 'GET', '/api/voucher/list', {}, undefined],
  ['combo/list', () => listCombos(), 'GET', '/api/combo/list', {}, undefined],
  ['combo/create', () => createCombo({ comboId: 2, cardNo: '8800001' }), 'POST', '/api/combo/create', {}, { comboId: 2, cardNo: '8800001' }],
];

describe('one typed function per call of spec §7', () => {
  for (const [name, call, method, path, query, body] of calls) {
    it(`${name}: ${method} ${path}`, async () => {
      // A well-formed answer comes through its decoder unchanged; a "not shown" one is not read.
      await expect(call()).resolves.toEqual(method === 'GET' || path in DATA ? DATA[path] : undefined);
      expect(server.received).toHaveLength(1);
      const [req] = server.received;
      expect(req.method).toBe(method);
      expect(req.path).toBe(path);
      expect(req.query).toEqual(query);
      expect(req.body).toEqual(body);
      expect(req.headers['content-type']).toContain('application/json');
    });
  }
});
