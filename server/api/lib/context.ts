/** What every module gets: the database, the clock, the mode, the log. */
import type { Context } from 'hono';
import type { Page } from '../../../src/api/types';
import type { Database } from '../db';

export interface Ctx {
  db: Database;
  demo: boolean;
  now: () => number;
  tokenTtlMs: number;
  log: (line: string) => void;
  /** The app's public origin, for links sent out (gift url, OAuth). Default: the request's origin. */
  publicUrl?: string;
}

/** Routes under /api/* see the signed-in member's id. */
export type Env = { Variables: { memberId: number } };

export const DAY_MS = 86_400_000;

/** Rows per page of the order and plan lists (cursor paging by last id, spec §7). */
export const LIST_PAGE_SIZE = 10;

/**
 * One page of a member's orders or plans, newest first, after the row `lastId` (the cursor of spec §7's
 * list calls; none: from the newest), with the member's total.
 */
export function memberPage<Row, T>(db: Database, table: 'orders' | 'plans', memberId: number, lastId: number | undefined, map: (row: Row) => T): Page<T> {
  const rows = db
    .prepare(`SELECT * FROM ${table} WHERE memberId = ? AND id < ? ORDER BY id DESC LIMIT ?`)
    .all(memberId, lastId ?? Number.MAX_SAFE_INTEGER, LIST_PAGE_SIZE) as Row[];
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE memberId = ?`).get(memberId) as { n: number };
  return { list: rows.map(map), total: n };
}

export function originOf(ctx: Ctx, c: Context): string {
  return (ctx.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}

/** Yuan from integer cents. */
export const yuan = (cents: number): number => Math.round(cents) / 100;
