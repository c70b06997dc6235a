/**
 * Demo data, written once into an empty database (server/README.md, "Demo data and endpoints", lists it).
 * Balances are as seeded: the orders and the plan below already took their eggs.
 */
import { addChinaDays, chinaDateNumber } from '../../../src/lib/china-day';
import type { Database } from './index';

const DAY = 86_400_000;

export const DEMO_OPEN_ID = 'demo-member';
export const FRIEND_OPEN_ID = 'demo-friend';
export const DEMO_PHONE = '13800138000';

/**
 * The seeded orders' numbers and the plan's payment number, as long as the ones the server makes
 * (modules/orders.ts serialNo: EO or PAY, a China date, eight digits), so screens and their large-text
 * checks see real lengths.
 */
export const SEEDED_ORDER_NOS = { completed: 'EO2026111700000001', inProgress: 'EO2026112600000002' } as const;
export const SEEDED_PLAN_PAY_NO = 'PAY2026111100000001';

/** Unbound cards anyone may bind (with any valid phone and its SMS code). */
export const BINDABLE_CARDS = [
  { cardNo: '8866000000000101', level: 2, phone: '13900000101', eggs: 60, money: 58800 },
  { cardNo: '8866000000000102', level: 3, phone: '13900000102', eggs: 200, money: 168800 },
  { cardNo: '8866000000000103', level: 1, phone: '13900000103', eggs: 20, money: 19800 },
];

export function seed(db: Database, opts: { now?: number } = {}): void {
  const now = opts.now ?? Date.now();
  const empty = (db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }).n === 0;
  if (!empty) return;
  db.transaction(() => seedAll(db, now))();
}

function seedAll(db: Database, now: number): void {
  const member = db.prepare('INSERT INTO members (openId, nickname, avatar, createdAt) VALUES (?, ?, ?, ?)');
  const demoId = Number(member.run(DEMO_OPEN_ID, 'Lily Chen', '/oss/avatars/demo.svg', now).lastInsertRowid);
  member.run(FRIEND_OPEN_ID, 'Tom Wang', '/oss/avatars/friend.svg', now);

  const card = db.prepare(
    `INSERT INTO cards (cardNo, level, phone, bindPhone, memberId, eggNumber, money, validTime, isDefault)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const year = now + 365 * DAY;
  const topCard = Number(card.run('8866000000000001', 3, DEMO_PHONE, DEMO_PHONE, demoId, 120, 128800, year, 1).lastInsertRowid);
  card.run('8866000000000002', 1, DEMO_PHONE, DEMO_PHONE, demoId, 30, 29800, now + 180 * DAY, 0);
  for (const c of BINDABLE_CARDS) card.run(c.cardNo, c.level, c.phone, '', null, c.eggs, c.money, year, 0);

  const address = { name: 'Lily Chen', phone: DEMO_PHONE, address: '88 Century Avenue, Pudong, Shanghai' };
  db.prepare('INSERT INTO addresses (memberId, name, phone, address, isDefault) VALUES (?, ?, ?, ?, 1)').run(
    demoId,
    address.name,
    address.phone,
    address.address,
  );

  const product = db.prepare('INSERT INTO products (name, spec, nameZh, specZh, showMoney, pictures, expressFee, eggsPerUnit) VALUES (?, ?, ?, ?, ?, ?, ?, 1)');
  const products = [
    {
      name: 'Free-range fresh eggs',
      spec: '30 eggs per box',
      nameZh: '散养新鲜鸡蛋',
      specZh: '30枚/盒',
      showMoney: 5990,
      pictures: ['products/fresh-eggs-1.svg', 'products/fresh-eggs-2.svg'],
      fee: 800,
    },
    {
      name: 'Organic brown eggs',
      spec: '20 eggs per box',
      nameZh: '有机红皮鸡蛋',
      specZh: '20枚/盒',
      showMoney: 4900,
      pictures: ['products/brown-eggs-1.svg'],
      fee: 800,
    },
    {
      name: 'Salted duck eggs',
      spec: '12 eggs per pack',
      nameZh: '咸鸭蛋',
      specZh: '12枚/袋',
      showMoney: 3600,
      pictures: ['products/salted-eggs-1.svg'],
      fee: 0,
    },
  ];
  const productIds = products.map((p) =>
    Number(product.run(p.name, p.spec, p.nameZh, p.specZh, p.showMoney, JSON.stringify(p.pictures), p.fee).lastInsertRowid),
  );

  const voucher = db.prepare(
    `INSERT INTO vouchers (memberId, voucherNo, name, spec, nameZh, specZh, showMoney, validTime, pictures, expressFee)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  voucher.run(
    demoId,
    'V20260001',
    'Festival egg gift box',
    '48 eggs in a gift box',
    '节日鸡蛋礼盒',
    '礼盒装48枚',
    12800,
    now + 90 * DAY,
    JSON.stringify(['products/gift-box-1.svg']),
    600,
  );
  voucher.run(
    demoId,
    'V20260002',
    'Breakfast egg voucher',
    '10 fresh eggs',
    '早餐鸡蛋券',
    '新鲜鸡蛋10枚',
    1990,
    now + 60 * DAY,
    JSON.stringify(['products/fresh-eggs-2.svg']),
    0,
  );

  const combo = db.prepare('INSERT INTO combos (name, description, nameZh, descriptionZh, price, eggs, validityDays) VALUES (?, ?, ?, ?, ?, ?, ?)');
  combo.run('Small basket', '30 eggs, card valid 90 more days', '小篮装', '30枚鸡蛋，会员卡有效期延长90天', 3900, 30, 90);
  combo.run('Family basket', '100 eggs, card valid 180 more days', '家庭装', '100枚鸡蛋，会员卡有效期延长180天', 11900, 100, 180);
  combo.run('Annual basket', '400 eggs, card valid 365 more days', '年度装', '400枚鸡蛋，会员卡有效期延长365天', 39900, 400, 365);

  seedHistory(db, { demoId, topCard, productId: productIds[0], products, address, now });
}

interface History {
  demoId: number;
  topCard: number;
  productId: number;
  products: { name: string; spec: string; nameZh: string; specZh: string; pictures: string[]; fee: number }[];
  address: { name: string; phone: string; address: string };
  now: number;
}

/** Two past orders and a running weekly plan whose triggers show all three trigger states. */
function seedHistory(db: Database, h: History): void {
  // Days are China days (src/lib/china-day.ts), like the ones the server counts for new orders.
  const day = (n: number) => addChinaDays(h.now, n);
  const snapshot = (p: History['products'][number]) => JSON.stringify({ pictures: p.pictures, name: p.name, spec: p.spec, nameZh: p.nameZh, specZh: p.specZh });
  const order = db.prepare(
    `INSERT INTO orders (memberId, orderNo, state, createTime, productNumber, product, address, shipDate, shipTime,
       remark, expressMoney, expressName, expressNo, cardId, eggs)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addr = JSON.stringify(h.address);
  const past = day(-9);
  order.run(
    h.demoId,
    SEEDED_ORDER_NOS.completed,
    3,
    day(-10) + 36e5 * 10,
    2,
    snapshot(h.products[0]),
    addr,
    chinaDateNumber(past),
    past,
    'Please call before delivery',
    h.products[0].fee,
    'SF Express',
    'SF1234567890123',
    h.topCard,
    2,
  );
  const tomorrow = day(1);
  order.run(
    h.demoId,
    SEEDED_ORDER_NOS.inProgress,
    1,
    h.now - 36e5,
    1,
    snapshot(h.products[2]),
    addr,
    chinaDateNumber(tomorrow),
    tomorrow,
    '',
    0,
    null,
    null,
    h.topCard,
    1,
  );

  const start = day(-14);
  const dates = [0, 7, 14, 21, 28].map((d) => addChinaDays(start, d));
  const planId = Number(
    db
      .prepare(
        `INSERT INTO plans (memberId, state, createTime, startTime, finishTime, type, productId, productNumber,
           deliveryCount, product, address, payNo, sumLogiCosts, remark, cardId, eggs)
         VALUES (?, 1, ?, ?, ?, 'ONE_WEEK', ?, 1, ?, ?, ?, ?, ?, '', ?, ?)`,
      )
      .run(
        h.demoId,
        addChinaDays(start, -2),
        dates[0],
        dates[dates.length - 1],
        h.productId,
        dates.length,
        snapshot(h.products[0]),
        addr,
        SEEDED_PLAN_PAY_NO,
        h.products[0].fee * dates.length,
        h.topCard,
        dates.length,
      ).lastInsertRowid,
  );
  const trigger = db.prepare('INSERT INTO plan_triggers (planId, state, triggerTime, finishTime, errMessage, errMessageZh) VALUES (?, ?, ?, ?, ?, ?)');
  trigger.run(planId, 1, dates[0], dates[0] + 9 * 36e5, null, null);
  trigger.run(planId, 2, dates[1], dates[1] + 9 * 36e5, 'The courier could not reach the receiver', '快递员未能联系到收货人');
  for (const d of dates.slice(2)) trigger.run(planId, 0, d, null, null, null);
}
