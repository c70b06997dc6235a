/** Products and vouchers: /api/product/list, /api/voucher/list, and the lookups orders use. */
import { Hono } from 'hono';
import type { Product, Voucher } from '../../../src/api/types';
import { yuan, type Ctx, type Env } from '../lib/context';
import { fail, notFound, ok } from '../lib/envelope';
import { queryPosInt } from '../lib/validate';
import { langOfRequest, pick, type Lang } from '../lib/words';

export interface ProductRow {
  id: number;
  name: string;
  spec: string;
  nameZh: string | null;
  specZh: string | null;
  showMoney: number;
  pictures: string;
  expressFee: number;
  eggsPerUnit: number;
}

export interface VoucherRow {
  id: number;
  memberId: number;
  voucherNo: string;
  name: string;
  spec: string;
  nameZh: string | null;
  specZh: string | null;
  showMoney: number;
  validTime: number;
  pictures: string;
  expressFee: number;
  used: number;
}

export interface ComboRow {
  id: number;
  name: string;
  description: string;
  nameZh: string | null;
  descriptionZh: string | null;
  price: number;
  eggs: number;
  validityDays: number;
}

export const pictures = (json: string): string[] => JSON.parse(json) as string[];

export const findProduct = (ctx: Ctx, id: number): ProductRow =>
  (ctx.db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined) ?? notFound('product');

export const findCombo = (ctx: Ctx, id: number): ComboRow =>
  (ctx.db.prepare('SELECT * FROM combos WHERE id = ?').get(id) as ComboRow | undefined) ?? notFound('combo');

export function ownVoucher(ctx: Ctx, memberId: number, id: number): VoucherRow {
  const row = ctx.db.prepare('SELECT * FROM vouchers WHERE id = ? AND memberId = ?').get(id, memberId) as VoucherRow | undefined;
  return row ?? notFound('voucher');
}

const MAX_PAGE_SIZE = 50;

export function productRoutes(ctx: Ctx): Hono<Env> {
  const app = new Hono<Env>();
  app.get('/list', (c) => {
    const pageSize = queryPosInt(c, 'pageSize') ?? 10;
    const current = queryPosInt(c, 'current') ?? 1;
    const lang = langOfRequest(c);
    if (pageSize > MAX_PAGE_SIZE) fail({ en: `pageSize must be at most ${MAX_PAGE_SIZE}`, zh: `pageSize 不能大于 ${MAX_PAGE_SIZE}` });
    const rows = ctx.db.prepare('SELECT * FROM products ORDER BY id LIMIT ? OFFSET ?').all(pageSize, (current - 1) * pageSize) as ProductRow[];
    const list: Product[] = rows.map((r) => ({
      id: r.id,
      name: pick(lang, r.name, r.nameZh),
      spec: pick(lang, r.spec, r.specZh),
      showMoney: yuan(r.showMoney),
      pictures: pictures(r.pictures),
      eggs: r.eggsPerUnit,
    }));
    return ok(c, list);
  });
  return app;
}

export function voucherRoutes(ctx: Ctx): Hono<Env> {
  const app = new Hono<Env>();
  app.get('/list', (c) => {
    const lang = langOfRequest(c);
    const rows = ctx.db
      .prepare('SELECT * FROM vouchers WHERE memberId = ? AND used = 0 AND validTime > ? ORDER BY validTime, id')
      .all(c.get('memberId'), ctx.now()) as VoucherRow[];
    const list: Voucher[] = rows.map((r) => ({
      id: r.id,
      voucherNo: r.voucherNo,
      name: pick(lang, r.name, r.nameZh),
      spec: pick(lang, r.spec, r.specZh),
      showMoney: yuan(r.showMoney),
      validTime: r.validTime,
      pictures: pictures(r.pictures),
    }));
    return ok(c, list);
  });
  return app;
}

/**
 * A product or voucher as an order or plan keeps it (spec §3: JSON text with pictures, name, spec),
 * with its Chinese name and spec beside them when it has them, so the order reads in either language
 * later (snapshotIn).
 */
export const productSnapshot = (p: { pictures: string; name: string; spec: string; nameZh: string | null; specZh: string | null }) =>
  JSON.stringify({ pictures: pictures(p.pictures), name: p.name, spec: p.spec, ...(p.nameZh && { nameZh: p.nameZh }), ...(p.specZh && { specZh: p.specZh }) });

interface Snapshot {
  pictures: string[];
  name: string;
  spec: string;
  nameZh?: string;
  specZh?: string;
}

/** A kept snapshot as the contract has it (pictures, name, spec), in `lang`. */
export function snapshotIn(json: string, lang: Lang): { pictures: string[]; name: string; spec: string } {
  const { nameZh, specZh, ...kept } = JSON.parse(json) as Snapshot;
  return { ...kept, name: pick(lang, kept.name, nameZh), spec: pick(lang, kept.spec, specZh) };
}
