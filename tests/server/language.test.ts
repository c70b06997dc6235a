import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Combo, GiveCardResult, Order, Page, Plan, PlanTrigger, Product, Voucher } from '../../src/api/types';
import { migrate } from '../../server/api/db';
import { MIGRATIONS } from '../../server/api/db/schema';
import { langOf } from '../../server/api/lib/words';
import { DEMO_CARDS, FRIEND_PHONE, orderBody, setup, type Harness } from './harness';
import type { Envelope } from '../../src/api/types';

const ZH = 'zh-CN,zh;q=0.9,en;q=0.8';

/** A call with an Accept-Language header (the harness sends none). */
async function said<T = unknown>(h: Harness, method: 'GET' | 'POST', path: string, token: string | null, lang: string, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': lang };
  if (token) headers.Authorization = token;
  const res = await h.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await res.json()) as Envelope<T>;
}

describe('the language of an answer (issue 15.2: Accept-Language)', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['zh', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en'],
    ['en;q=0.5,zh;q=0.8', 'zh'],
    ['fr-FR,fr;q=0.9,zh;q=0.5', 'zh'],
    ['fr-FR', 'en'],
    ['zh;q=0,en', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('reads %j as %s', (header, lang) => {
    expect(langOf(header)).toBe(lang);
  });

  it('answers its errors in Chinese when the request prefers zh, in English otherwise', async () => {
    const h = setup();
    const token = await h.login();
    const cases: [string, 'GET' | 'POST', string | null, unknown, string, string][] = [
      ['/api/sms/send', 'POST', token, {}, 'please enter phone number', '请输入手机号'],
      ['/api/sms/send', 'POST', token, { phone: '123' }, 'please enter a correct mobile number', '请输入正确的手机号'],
      ['/api/card/info?cardNo=1', 'GET', token, undefined, 'card not found', '会员卡不存在'],
      ['/api/order/create', 'POST', token, orderBody({ productNumber: 1000 }), 'productNumber must be at most 999', 'productNumber 不能大于 999'],
      [
        '/api/order/create',
        'POST',
        token,
        orderBody({ cardId: DEMO_CARDS.small.id, productNumber: 31 }),
        'not enough eggs on this card: 31 needed, 30 available',
        '此卡鸡蛋不足：需要31枚，可用30枚',
      ],
      ['/api/user/current', 'GET', null, undefined, 'please sign in: the Authorization token is missing', '请登录：缺少 Authorization 令牌'],
      ['/api/nothing', 'GET', token, undefined, 'no such API: GET /api/nothing', '没有这个接口：GET /api/nothing'],
    ];
    for (const [path, method, auth, body, en, zh] of cases) {
      expect((await said(h, method, path, auth, ZH, body)).errMessage, path).toBe(zh);
      expect((await said(h, method, path, auth, 'en-US,en;q=0.9,zh;q=0.8', body)).errMessage, path).toBe(en);
      expect((await said(h, method, path, auth, 'fr', body)).errMessage, path).toBe(en);
    }
  });

  it('says the wait and the tries left in the plural that fits, in both languages', async () => {
    const h = setup();
    const token = await h.login();
    await h.post('/api/sms/send', token, { phone: FRIEND_PHONE });
    h.clock.now += 59_000;
    expect((await said(h, 'POST', '/api/sms/send', token, 'en', { phone: FRIEND_PHONE })).errMessage).toBe(
      'a code was just sent to this number, try again in 1 second',
    );
    expect((await said(h, 'POST', '/api/sms/send', token, ZH, { phone: FRIEND_PHONE })).errMessage).toBe('验证码刚刚发送过，请1秒后再试');
  });

  it('answers the demo catalogue in Chinese: products, vouchers, combos', async () => {
    const h = setup();
    const token = await h.login();
    const products = (await said<Product[]>(h, 'GET', '/api/product/list?pageSize=10&current=1', token, ZH)).data;
    expect(products.map((p) => [p.name, p.spec])).toEqual([
      ['散养新鲜鸡蛋', '30枚/盒'],
      ['有机红皮鸡蛋', '20枚/盒'],
      ['咸鸭蛋', '12枚/袋'],
    ]);
    const vouchers = (await said<Voucher[]>(h, 'GET', '/api/voucher/list', token, ZH)).data;
    expect(vouchers.map((v) => v.name).sort()).toEqual(['早餐鸡蛋券', '节日鸡蛋礼盒']);
    const combos = (await said<Combo[]>(h, 'GET', '/api/combo/list', token, ZH)).data;
    expect(combos[0]).toMatchObject({ id: 1, name: '小篮装', description: '30枚鸡蛋，会员卡有效期延长90天' });
    const english = (await said<Combo[]>(h, 'GET', '/api/combo/list', token, 'en')).data;
    expect(english[0]).toMatchObject({ id: 1, name: 'Small basket', description: '30 eggs, card valid 90 more days' });
  });

  it("answers an order's and a plan's product, and a failed delivery's error, in the request's language", async () => {
    const h = setup();
    const token = await h.login();
    expect((await h.post('/api/order/create', token, orderBody())).body.success).toBe(true);
    const orders = (await said<Page<Order>>(h, 'GET', '/api/order/list', token, ZH)).data.list;
    expect(orders.map((o) => JSON.parse(o.product).name)).toEqual(['散养新鲜鸡蛋', '咸鸭蛋', '散养新鲜鸡蛋']);
    const enOrder = JSON.parse((await said<Page<Order>>(h, 'GET', '/api/order/list', token, 'en')).data.list[0].product);
    expect(enOrder).toEqual({ pictures: ['products/fresh-eggs-1.svg', 'products/fresh-eggs-2.svg'], name: 'Free-range fresh eggs', spec: '30 eggs per box' });

    const plan = (await said<Page<Plan>>(h, 'GET', '/api/orderPlan/list', token, ZH)).data.list[0];
    expect(plan.product).toEqual({ pictures: ['products/fresh-eggs-1.svg', 'products/fresh-eggs-2.svg'], name: '散养新鲜鸡蛋', spec: '30枚/盒' });
    const triggers = (await said<PlanTrigger[]>(h, 'GET', `/api/orderPlan/triggers?id=${plan.id}`, token, ZH)).data;
    expect(triggers.map((t) => t.errMessage)).toEqual([null, '快递员未能联系到收货人', null, null, null]);
    const enTriggers = (await said<PlanTrigger[]>(h, 'GET', `/api/orderPlan/triggers?id=${plan.id}`, token, 'en')).data;
    expect(enTriggers[1].errMessage).toBe('The courier could not reach the receiver');
  });

  it("writes the gift's share message in the request's language, '1 egg' in the singular", async () => {
    const h = setup();
    const token = await h.login();
    const zh = (await said<GiveCardResult>(h, 'POST', '/api/card/giveCard', token, ZH, { cardNo: DEMO_CARDS.small.cardNo, phone: FRIEND_PHONE })).data;
    expect(zh).toMatchObject({ title: '送你一张会员卡', description: '点击绑定此卡，领取卡内30枚鸡蛋。' });
    h.db.prepare('UPDATE cards SET eggNumber = 1 WHERE id = ?').run(DEMO_CARDS.small.id);
    const en = (await said<GiveCardResult>(h, 'POST', '/api/card/giveCard', token, 'en', { cardNo: DEMO_CARDS.small.cardNo, phone: FRIEND_PHONE })).data;
    expect(en.description).toBe('Tap to bind the card and claim its 1 egg.');
  });

  it('fills in the Chinese of a database seeded before it had the columns', () => {
    const db = new BetterSqlite3(':memory:');
    db.exec(MIGRATIONS[0]);
    db.pragma('user_version = 1');
    db.prepare("INSERT INTO members (openId, nickname, avatar, createdAt) VALUES ('m', 'M', '', 0)").run();
    db.prepare("INSERT INTO products (name, spec, showMoney, pictures, expressFee) VALUES ('Salted duck eggs', '12 eggs per pack', 1, '[]', 0)").run();
    db.prepare("INSERT INTO combos (name, description, price, eggs, validityDays) VALUES ('Own combo', 'not a demo row', 1, 1, 1)").run();
    db.prepare(
      `INSERT INTO orders (memberId, orderNo, state, createTime, productNumber, product, address, shipDate, shipTime, remark, expressMoney)
       VALUES (1, 'EO1', 1, 0, 1, '{"pictures":[],"name":"Salted duck eggs","spec":"12 eggs per pack"}', '{}', 20260101, 0, '', 0)`,
    ).run();
    migrate(db);
    expect(db.prepare('SELECT nameZh, specZh FROM products').get()).toEqual({ nameZh: '咸鸭蛋', specZh: '12枚/袋' });
    expect(db.prepare('SELECT nameZh, descriptionZh FROM combos').get()).toEqual({ nameZh: null, descriptionZh: null });
    expect(JSON.parse((db.prepare('SELECT product FROM orders').get() as { product: string }).product)).toEqual({
      pictures: [],
      name: 'Salted duck eggs',
      spec: '12 eggs per pack',
      nameZh: '咸鸭蛋',
      specZh: '12枚/袋',
    });
  });
});
