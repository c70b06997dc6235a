import BetterSqlite3 from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../../server/api/db';
import { seed } from '../../server/api/db/seed';
import { MIGRATIONS } from '../../server/api/db/schema';
import type { Address, CreateOrderResult, Page, Order } from '../../src/api/types';
import { orderBody, setup, START } from './harness';

const dirs: string[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'eggcard-db-'));
  dirs.push(dir);
  return join(dir, 'nested', 'eggcard.sqlite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a file database', () => {
  it('keeps data across a restart (open, change, close, reopen)', async () => {
    const file = tempFile();
    const first = setup({ db: openDb(file) });
    const token = await first.login();
    const { orderId } = (await first.post<CreateOrderResult>('/api/order/create', token, orderBody({ productNumber: 5 }))).body.data;
    await first.post('/api/address/save', token, { name: 'Office', phone: '13912345678', address: '2 Road', isDefault: 1 });
    first.db.close();

    const second = setup({ db: openDb(file) }); // seeding again is a no-op: the database is not empty
    const orders = (await second.get<Page<Order>>('/api/order/list', token)).body.data;
    expect(orders.list[0]).toMatchObject({ id: orderId, productNumber: 5, state: 0 });
    expect(second.eggs(1)).toBe(115);
    const addresses = (await second.get<Address[]>('/api/address/list', token)).body.data;
    expect(addresses.map((a) => [a.name, a.isDefault])).toEqual([
      ['Office', 1],
      ['Lily Chen', 0],
    ]);
    expect(second.count('SELECT COUNT(*) AS n FROM members')).toBe(2);
    second.db.close();
  });

  it('records the schema version and does not migrate twice', () => {
    const file = tempFile();
    const db = openDb(file);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    const again = openDb(file);
    expect(again.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    again.close();
  });

  it('keeps the telemetry a database took before its table was renamed from field_records', () => {
    const file = tempFile();
    mkdirSync(dirname(file), { recursive: true });
    const db = new BetterSqlite3(file);
    for (const sql of MIGRATIONS.slice(0, MIGRATIONS.length - 1)) db.exec(sql);
    db.pragma(`user_version = ${MIGRATIONS.length - 1}`);
    db.prepare(
      "INSERT INTO field_records (receivedAt, build, engine, os, osVersion, wechat, browser, browserVersion, kind, name, value) VALUES (1, 'b', 'webkit', 'ios', '16', '8', 'wechat', '8', 'vital', 'FCP', 812)",
    ).run();
    db.close();
    const reopened = openDb(file);
    expect(reopened.prepare('SELECT kind, name, value FROM telemetry_records').all()).toEqual([{ kind: 'vital', name: 'FCP', value: 812 }]);
    reopened.close();
  });

  it('refuses a database written by a newer server', () => {
    const file = tempFile();
    const db = openDb(file);
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(() => openDb(file)).toThrow(/newer than this server/);
  });
});

describe('seed', () => {
  it('is idempotent: it only seeds an empty database', () => {
    const db = openDb();
    seed(db, { now: START });
    seed(db, { now: START + 1000 });
    const n = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(n('SELECT COUNT(*) AS n FROM members')).toBe(2);
    expect(n('SELECT COUNT(*) AS n FROM products')).toBe(3);
    expect(n('SELECT COUNT(*) AS n FROM vouchers')).toBe(2);
    expect(n('SELECT COUNT(*) AS n FROM combos')).toBe(3);
    expect(n('SELECT COUNT(*) AS n FROM cards')).toBe(5);
    expect(n('SELECT COUNT(*) AS n FROM cards WHERE memberId IS NULL')).toBe(3);
    expect(n('SELECT COUNT(*) AS n FROM addresses')).toBe(1);
    expect(n('SELECT COUNT(*) AS n FROM products WHERE expressFee = 0')).toBe(1);
  });

  it('gives the demo member two cards of different levels, the level-3 one default', () => {
    const db = openDb();
    seed(db, { now: START });
    const rows = db
      .prepare("SELECT level, eggNumber, isDefault FROM cards WHERE memberId = (SELECT id FROM members WHERE openId = 'demo-member') ORDER BY id")
      .all();
    expect(rows).toEqual([
      { level: 3, eggNumber: 120, isDefault: 1 },
      { level: 1, eggNumber: 30, isDefault: 0 },
    ]);
  });
});
