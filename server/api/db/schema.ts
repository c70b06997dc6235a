/**
 * The schema, versioned through PRAGMA user_version: MIGRATIONS[i] takes the database from version i
 * to i + 1. Append a migration to change the schema; never edit one that has shipped.
 * Money is stored in integer cents (sums stay exact) and answered in yuan.
 */
export const MIGRATIONS: string[] = [
  `
  CREATE TABLE members (
    id INTEGER PRIMARY KEY,
    openId TEXT NOT NULL UNIQUE,
    nickname TEXT NOT NULL,
    avatar TEXT NOT NULL,
    createdAt INTEGER NOT NULL
  );
  CREATE TABLE tokens (
    token TEXT PRIMARY KEY,
    memberId INTEGER NOT NULL REFERENCES members(id),
    expiresAt INTEGER NOT NULL
  );
  CREATE TABLE cards (
    id INTEGER PRIMARY KEY,
    cardNo TEXT NOT NULL UNIQUE,
    level INTEGER NOT NULL,
    phone TEXT NOT NULL,
    bindPhone TEXT NOT NULL DEFAULT '',
    memberId INTEGER REFERENCES members(id),
    eggNumber INTEGER NOT NULL CHECK (eggNumber >= 0),
    money INTEGER NOT NULL,
    validTime INTEGER NOT NULL,
    isDefault INTEGER NOT NULL DEFAULT 0,
    giftPhone TEXT
  );
  CREATE INDEX cards_member ON cards(memberId);
  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY,
    memberId INTEGER NOT NULL REFERENCES members(id),
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    address TEXT NOT NULL,
    isDefault INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX addresses_member ON addresses(memberId);
  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    spec TEXT NOT NULL,
    showMoney INTEGER NOT NULL,
    pictures TEXT NOT NULL,
    expressFee INTEGER NOT NULL,
    eggsPerUnit INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE vouchers (
    id INTEGER PRIMARY KEY,
    memberId INTEGER NOT NULL REFERENCES members(id),
    voucherNo TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    spec TEXT NOT NULL,
    showMoney INTEGER NOT NULL,
    validTime INTEGER NOT NULL,
    pictures TEXT NOT NULL,
    expressFee INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE combos (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    price INTEGER NOT NULL,
    eggs INTEGER NOT NULL,
    validityDays INTEGER NOT NULL
  );
  CREATE TABLE plans (
    id INTEGER PRIMARY KEY,
    memberId INTEGER NOT NULL REFERENCES members(id),
    state INTEGER NOT NULL,
    createTime INTEGER NOT NULL,
    startTime INTEGER NOT NULL,
    finishTime INTEGER NOT NULL,
    type TEXT NOT NULL,
    productId INTEGER NOT NULL,
    productNumber INTEGER NOT NULL,
    deliveryCount INTEGER NOT NULL,
    product TEXT NOT NULL,
    address TEXT NOT NULL,
    payNo TEXT,
    sumLogiCosts INTEGER NOT NULL,
    remark TEXT NOT NULL,
    cardId INTEGER NOT NULL REFERENCES cards(id),
    eggs INTEGER NOT NULL
  );
  CREATE INDEX plans_member ON plans(memberId, id);
  CREATE TABLE plan_triggers (
    id INTEGER PRIMARY KEY,
    planId INTEGER NOT NULL REFERENCES plans(id),
    state INTEGER NOT NULL DEFAULT 0,
    triggerTime INTEGER NOT NULL,
    finishTime INTEGER,
    errMessage TEXT
  );
  CREATE INDEX plan_triggers_plan ON plan_triggers(planId);
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    memberId INTEGER NOT NULL REFERENCES members(id),
    orderNo TEXT NOT NULL,
    state INTEGER NOT NULL,
    createTime INTEGER NOT NULL,
    productNumber INTEGER NOT NULL,
    product TEXT NOT NULL,
    address TEXT NOT NULL,
    shipDate INTEGER NOT NULL,
    shipTime INTEGER NOT NULL,
    remark TEXT NOT NULL,
    expressMoney INTEGER NOT NULL,
    expressName TEXT,
    expressNo TEXT,
    cardId INTEGER REFERENCES cards(id),
    voucherId INTEGER REFERENCES vouchers(id),
    eggs INTEGER NOT NULL DEFAULT 0,
    planId INTEGER REFERENCES plans(id)
  );
  CREATE INDEX orders_member ON orders(memberId, id);
  CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    memberId INTEGER NOT NULL REFERENCES members(id),
    prepayId TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('order', 'plan', 'combo')),
    targetId INTEGER NOT NULL,
    cardId INTEGER REFERENCES cards(id),
    amount INTEGER NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending',
    payNo TEXT,
    createdAt INTEGER NOT NULL,
    paidAt INTEGER
  );
  CREATE INDEX payments_target ON payments(kind, targetId);
  CREATE TABLE sms (
    key TEXT PRIMARY KEY,
    memberId INTEGER NOT NULL REFERENCES members(id),
    phone TEXT NOT NULL,
    code TEXT NOT NULL,
    sentAt INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    used INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX sms_phone ON sms(phone, sentAt);
  CREATE TABLE oauth_codes (
    code TEXT PRIMARY KEY,
    openId TEXT NOT NULL,
    state TEXT NOT NULL,
    createdAt INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
  );
  `,
  // Issue 15.2: the demo catalogue in Chinese too (a request preferring zh gets these); existing demo
  // rows, order and plan snapshots and the failed delivery are filled in here, new ones by the seed.
  `
  ALTER TABLE products ADD COLUMN nameZh TEXT;
  ALTER TABLE products ADD COLUMN specZh TEXT;
  ALTER TABLE vouchers ADD COLUMN nameZh TEXT;
  ALTER TABLE vouchers ADD COLUMN specZh TEXT;
  ALTER TABLE combos ADD COLUMN nameZh TEXT;
  ALTER TABLE combos ADD COLUMN descriptionZh TEXT;
  ALTER TABLE plan_triggers ADD COLUMN errMessageZh TEXT;
  CREATE TEMP TABLE demo_zh (en TEXT PRIMARY KEY, zh TEXT NOT NULL);
  INSERT INTO demo_zh VALUES
    ('Free-range fresh eggs', '散养新鲜鸡蛋'), ('30 eggs per box', '30枚/盒'),
    ('Organic brown eggs', '有机红皮鸡蛋'), ('20 eggs per box', '20枚/盒'),
    ('Salted duck eggs', '咸鸭蛋'), ('12 eggs per pack', '12枚/袋'),
    ('Festival egg gift box', '节日鸡蛋礼盒'), ('48 eggs in a gift box', '礼盒装48枚'),
    ('Breakfast egg voucher', '早餐鸡蛋券'), ('10 fresh eggs', '新鲜鸡蛋10枚'),
    ('Small basket', '小篮装'), ('30 eggs, card valid 90 more days', '30枚鸡蛋，会员卡有效期延长90天'),
    ('Family basket', '家庭装'), ('100 eggs, card valid 180 more days', '100枚鸡蛋，会员卡有效期延长180天'),
    ('Annual basket', '年度装'), ('400 eggs, card valid 365 more days', '400枚鸡蛋，会员卡有效期延长365天'),
    ('The courier could not reach the receiver', '快递员未能联系到收货人');
  UPDATE products SET nameZh = (SELECT zh FROM demo_zh WHERE en = name), specZh = (SELECT zh FROM demo_zh WHERE en = spec);
  UPDATE vouchers SET nameZh = (SELECT zh FROM demo_zh WHERE en = name), specZh = (SELECT zh FROM demo_zh WHERE en = spec);
  UPDATE combos SET nameZh = (SELECT zh FROM demo_zh WHERE en = name), descriptionZh = (SELECT zh FROM demo_zh WHERE en = description);
  UPDATE plan_triggers SET errMessageZh = (SELECT zh FROM demo_zh WHERE en = errMessage);
  UPDATE orders SET product = json_set(product, '$.nameZh', (SELECT zh FROM demo_zh WHERE en = json_extract(product, '$.name')),
      '$.specZh', (SELECT zh FROM demo_zh WHERE en = json_extract(product, '$.spec')))
    WHERE json_extract(product, '$.name') IN (SELECT en FROM demo_zh);
  UPDATE plans SET product = json_set(product, '$.nameZh', (SELECT zh FROM demo_zh WHERE en = json_extract(product, '$.name')),
      '$.specZh', (SELECT zh FROM demo_zh WHERE en = json_extract(product, '$.spec')))
    WHERE json_extract(product, '$.name') IN (SELECT en FROM demo_zh);
  DROP TABLE demo_zh;
  `,
  // Telemetry from members' visits (issue 32; server/api/modules/telemetry.ts). No member id. Renamed below.
  `
  CREATE TABLE field_records (
    id INTEGER PRIMARY KEY,
    receivedAt INTEGER NOT NULL,
    build TEXT NOT NULL,
    engine TEXT NOT NULL,
    os TEXT NOT NULL,
    osVersion TEXT NOT NULL,
    wechat TEXT NOT NULL,
    browser TEXT NOT NULL,
    browserVersion TEXT NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    value REAL,
    status INTEGER,
    code TEXT,
    message TEXT
  );
  CREATE INDEX field_records_received ON field_records (receivedAt);
  `,
  // One word per thing (issue 48): "field" is a form's; the visits' records are telemetry.
  `
  ALTER TABLE field_records RENAME TO telemetry_records;
  DROP INDEX field_records_received;
  CREATE INDEX telemetry_records_received ON telemetry_records (receivedAt);
  `,
];
