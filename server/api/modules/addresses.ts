/**
 * /api/address/*. A member with addresses has exactly one default: the first address becomes it,
 * saving one with isDefault 1 clears the others, and switching the default off moves it to the
 * member's newest other address (an only address stays default).
 */
import { Hono } from 'hono';
import type { Address } from '../../../src/api/types';
import { ADDRESS_MAX, RECEIVER_MAX } from '../../../src/lib/address-text';
import type { Ctx, Env } from '../lib/context';
import { fail, notFound, ok } from '../lib/envelope';
import { PHONE_REQUIRED, phone, readBody, str, type Body } from '../lib/validate';

export interface AddressRow {
  id: number;
  memberId: number;
  name: string;
  phone: string;
  address: string;
  isDefault: number;
}

const toAddress = (r: AddressRow): Address => ({ id: r.id, name: r.name, phone: r.phone, address: r.address, isDefault: r.isDefault ? 1 : 0 });

export function ownAddress(ctx: Ctx, memberId: number, id: number): AddressRow {
  const row = ctx.db.prepare('SELECT * FROM addresses WHERE id = ? AND memberId = ?').get(id, memberId) as AddressRow | undefined;
  return row ?? notFound('address');
}

/** Absent, null or 0 → a new address; otherwise the id of one of the member's own. */
function addressId(body: Body): number | null {
  const v = body.id;
  if (v === undefined || v === null || v === 0 || v === '') return null;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) fail({ en: 'id must be a positive integer', zh: 'id 必须是正整数' });
  return v;
}

export function addressRoutes(ctx: Ctx): Hono<Env> {
  const app = new Hono<Env>();
  const db = ctx.db;

  app.get('/list', (c) => {
    const rows = db.prepare('SELECT * FROM addresses WHERE memberId = ? ORDER BY isDefault DESC, id DESC').all(c.get('memberId')) as AddressRow[];
    return ok(c, rows.map(toAddress));
  });

  app.post('/save', async (c) => {
    const memberId = c.get('memberId');
    const body = await readBody(c);
    const id = addressId(body);
    const name = str(body, 'name', { max: RECEIVER_MAX, whenEmpty: { en: 'please enter receiver name', zh: '请输入收货人姓名' } });
    if (body.phone === undefined || body.phone === null || body.phone === '') fail(PHONE_REQUIRED, 'input.invalid');
    const tel = phone(body);
    const address = str(body, 'address', { max: ADDRESS_MAX, whenEmpty: { en: 'please enter detailed address', zh: '请输入详细地址' } });
    const d = body.isDefault ?? 0;
    if (d !== 0 && d !== 1) fail({ en: 'isDefault must be 0 or 1', zh: 'isDefault 必须是 0 或 1' });
    if (id !== null) ownAddress(ctx, memberId, id);
    const saved = db.transaction(() => {
      let rowId = id;
      if (rowId === null) {
        rowId = Number(
          db.prepare('INSERT INTO addresses (memberId, name, phone, address, isDefault) VALUES (?, ?, ?, ?, 0)').run(memberId, name, tel, address)
            .lastInsertRowid,
        );
      } else {
        db.prepare('UPDATE addresses SET name = ?, phone = ?, address = ? WHERE id = ?').run(name, tel, address, rowId);
      }
      const others = db.prepare('SELECT id FROM addresses WHERE memberId = ? AND id != ? ORDER BY id DESC').all(memberId, rowId) as { id: number }[];
      const makeDefault = d === 1 || others.length === 0;
      const currentDefault = db.prepare('SELECT id FROM addresses WHERE memberId = ? AND isDefault = 1').get(memberId) as { id: number } | undefined;
      if (makeDefault) {
        db.prepare('UPDATE addresses SET isDefault = (id = ?) WHERE memberId = ?').run(rowId, memberId);
      } else if (!currentDefault || currentDefault.id === rowId) {
        db.prepare('UPDATE addresses SET isDefault = (id = ?) WHERE memberId = ?').run(others[0].id, memberId);
      }
      return rowId;
    })();
    return ok(c, toAddress(ownAddress(ctx, memberId, saved)));
  });

  return app;
}

/** The address as an order or plan keeps it (spec §3: JSON text with name, phone, address). */
export const addressSnapshot = (a: AddressRow) => JSON.stringify({ name: a.name, phone: a.phone, address: a.address });
