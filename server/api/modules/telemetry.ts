/**
 * POST /telemetry: telemetry from members' visits (issue 32), outside /api and without a token —
 * a page being hidden sends them with sendBeacon, which can carry no Authorization header. Nothing in
 * a batch names a member; the server stores no address or member id, only the engine (versions read
 * from the User-Agent, see lib/user-agent.ts).
 * A batch is all or nothing: any wrong field is a 400 and nothing of it is stored. Bodies are capped,
 * and each client may send a few batches a minute (429 with Retry-After beyond).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { TelemetryBatch, TelemetryRecord } from '../../../src/api/types';
import type { Ctx } from '../lib/context';
import { DAY_MS } from '../lib/context';
import { engineOf } from '../lib/user-agent';
import { TELEMETRY_MESSAGE_MAX, scrubMessage } from '../../../src/lib/telemetry';

export const TELEMETRY_LIMITS = {
  /** Bytes of one batch. */
  body: 16 * 1024,
  records: 60,
  /** Batches one client may send per window. */
  batches: 20,
  windowMs: 60_000,
  /** Records older than this are deleted (checked at most once an hour). */
  keepMs: 90 * DAY_MS,
} as const;

const VITALS = new Set(['FCP', 'LCP', 'TTFB', 'INP', 'CLS']);
const MOMENTS = new Set(['card', 'first-row', 'sign-in']);
const ERRORS = new Set(['uncaught', 'rejection', 'boundary']);
/** A route template: /api/order/list, never a query or an id. */
const ROUTE = /^\/(?:api|wechat)(?:\/[A-Za-z][A-Za-z-]{0,39}){1,4}$/;
const BUILD = /^[\w.-]{1,40}$/;
const CODE = /^[A-Za-z][\w.-]{0,47}$/;
const MAX_MS = 10 * 60_000;

class Invalid extends Error {}
const invalid = (why: string): never => {
  throw new Invalid(why);
};

const ms = (v: unknown, max = MAX_MS): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max ? v : invalid('value'));

function record(r: unknown): TelemetryRecord {
  if (typeof r !== 'object' || r === null || Array.isArray(r)) return invalid('record');
  const o = r as Record<string, unknown>;
  const name = typeof o.name === 'string' ? o.name : invalid('name');
  switch (o.kind) {
    case 'vital':
      if (!VITALS.has(name)) invalid('name');
      return { kind: 'vital', name: name as 'FCP', value: ms(o.value, name === 'CLS' ? 100 : MAX_MS) };
    case 'moment':
      if (!MOMENTS.has(name)) invalid('name');
      return { kind: 'moment', name: name as 'card', value: ms(o.value) };
    case 'error':
      if (!ERRORS.has(name)) invalid('name');
      if (typeof o.message !== 'string' || o.message.length > 2 * TELEMETRY_MESSAGE_MAX) invalid('message');
      // Scrubbed again, whatever the sender did: the app's own rule (src/lib/telemetry.ts).
      return { kind: 'error', name: name as 'uncaught', message: scrubMessage(o.message as string) };
    case 'api': {
      if (!ROUTE.test(name)) invalid('name');
      const status = Number.isInteger(o.status) && (o.status as number) >= 0 && (o.status as number) <= 599 ? (o.status as number) : invalid('status');
      if (o.code !== undefined && (typeof o.code !== 'string' || !CODE.test(o.code))) invalid('code');
      return { kind: 'api', name, status, code: o.code as string | undefined, value: ms(o.value) };
    }
    default:
      return invalid('kind');
  }
}

/** The batch, checked whole; throws Invalid naming the first wrong field. */
export function parseBatch(text: string): TelemetryBatch {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return invalid('not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return invalid('not an object');
  const o = value as Record<string, unknown>;
  const build = typeof o.build === 'string' && BUILD.test(o.build) ? o.build : invalid('build');
  if (!Array.isArray(o.records) || o.records.length === 0 || o.records.length > TELEMETRY_LIMITS.records) return invalid('records');
  return { build, records: o.records.map(record) };
}

/** Who sent it, for the rate limit: the socket's address, or the first forwarded hop behind a local proxy. */
function clientOf(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const remote = env?.incoming?.socket?.remoteAddress ?? '';
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  const local = !remote || /^(?:127\.|::1$|::ffff:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)/.test(remote);
  return (local && forwarded) || remote || 'unknown';
}

export function telemetryRoutes(ctx: Ctx): Hono {
  const app = new Hono();
  const sent = new Map<string, number[]>();
  let sweptAt = 0;
  const insert = ctx.db.prepare(
    `INSERT INTO telemetry_records (receivedAt, build, engine, os, osVersion, wechat, browser, browserVersion, kind, name, value, status, code, message)
     VALUES (@receivedAt, @build, @engine, @os, @osVersion, @wechat, @browser, @browserVersion, @kind, @name, @value, @status, @code, @message)`,
  );

  /** true when this client may send one more batch now; remembers it. */
  function allow(client: string, now: number): boolean {
    const recent = (sent.get(client) ?? []).filter((t) => now - t < TELEMETRY_LIMITS.windowMs);
    if (recent.length >= TELEMETRY_LIMITS.batches) {
      sent.set(client, recent);
      return false;
    }
    recent.push(now);
    sent.delete(client);
    sent.set(client, recent);
    // Forget the longest-quiet clients rather than grow without end.
    if (sent.size > 10_000) sent.delete(sent.keys().next().value as string);
    return true;
  }

  // sendBeacon posts text/plain (no preflight); an app on another origin may post here.
  app.use('*', cors({ origin: '*', allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['Content-Type'], maxAge: 600 }));

  app.post('/', async (c) => {
    const now = ctx.now();
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > TELEMETRY_LIMITS.body) return c.json({ error: 'too large' }, 413);
    if (!allow(clientOf(c), now)) {
      c.header('Retry-After', String(Math.ceil(TELEMETRY_LIMITS.windowMs / 1000)));
      return c.json({ error: 'too many batches' }, 429);
    }
    const text = await c.req.text();
    if (new TextEncoder().encode(text).length > TELEMETRY_LIMITS.body) return c.json({ error: 'too large' }, 413);
    let batch: TelemetryBatch;
    try {
      batch = parseBatch(text);
    } catch (error) {
      if (error instanceof Invalid) return c.json({ error: `invalid ${error.message}` }, 400);
      throw error;
    }
    const { label: engine, ...versions } = engineOf(c.req.header('user-agent'));
    ctx.db.transaction(() => {
      for (const r of batch.records) {
        insert.run({
          receivedAt: now,
          build: batch.build,
          engine,
          ...versions,
          kind: r.kind,
          name: r.name,
          value: 'value' in r ? r.value : null,
          status: r.kind === 'api' ? r.status : null,
          code: r.kind === 'api' ? (r.code ?? null) : null,
          message: r.kind === 'error' ? r.message : null,
        });
      }
    })();
    if (now - sweptAt > 3_600_000) {
      sweptAt = now;
      ctx.db.prepare('DELETE FROM telemetry_records WHERE receivedAt < ?').run(now - TELEMETRY_LIMITS.keepMs);
    }
    return c.body(null, 204);
  });
  return app;
}
