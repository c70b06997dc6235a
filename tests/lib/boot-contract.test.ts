/**
 * The hand-over from index.html's boot script to the app (src/lib/boot-contract.ts): what the boot
 * script puts, the app takes once; nothing else reads or writes the window property it crosses by.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Early, onTap, peek, put, succeeded, take, tap } from '../../src/lib/boot-contract';

const PATH = '/api/user/current';
const answer = { ok: true, s: 200, auth: null, body: { success: true, data: 1 } };
const early = (): Early => ({ p: Promise.resolve(answer), v: answer });

afterEach(() => {
  take(PATH);
  onTap(() => undefined);
});

describe('the early GETs the boot script hands over', () => {
  it('put, then take: the app takes what was put; peek leaves it in place', () => {
    const sent = early();
    put(PATH, sent);
    expect(peek(PATH)).toBe(sent);
    expect(peek(PATH)).toBe(sent);
    expect(take(PATH)).toBe(sent);
  });

  it('taken once: a second take answers undefined (the next call asks the server)', () => {
    put(PATH, early());
    expect(take(PATH)).toBeDefined();
    expect(take(PATH)).toBeUndefined();
    expect(peek(PATH)).toBeUndefined();
  });

  it('take with nothing put answers undefined, on any path', () => {
    expect(take(PATH)).toBeUndefined();
    put(PATH, early());
    expect(take('/api/order/list')).toBeUndefined();
    expect(take(PATH)).toBeDefined();
  });

  it('a put of no GET (the boot script dropping a stale one) leaves nothing to take', () => {
    put(PATH, early());
    put(PATH, undefined);
    expect(take(PATH)).toBeUndefined();
  });

  it('a malformed put (anything but a GET with its promise) is not taken: the app asks itself', () => {
    for (const bad of [{}, { v: answer }, 'answer', 7, null]) {
      put(PATH, bad as never);
      expect(take(PATH), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it("a window property that is not a hand-over (another script's) is replaced, not read", () => {
    for (const foreign of [5, 'x', null, { e: null }, { e: 0 }]) {
      const w = { __egg: foreign } as unknown as Window;
      expect(peek(PATH, w), JSON.stringify(foreign)).toBeUndefined();
      const sent = early();
      put(PATH, sent, w);
      expect(peek(PATH, w)).toBe(sent);
    }
  });

  it("each window has its own: the boot script's (`w`) is the app's only when it is the same window", () => {
    const w = {} as Window;
    const sent = early();
    put(PATH, sent, w);
    expect(take(PATH)).toBeUndefined();
    expect(peek(PATH, w)).toBe(sent);
  });
});

describe('a tap the app hands to the boot script', () => {
  it("reaches the boot script's handler with the route, each time", () => {
    const routes: string[] = [];
    onTap((route) => routes.push(route));
    tap('/order');
    tap('/plan');
    expect(routes).toEqual(['/order', '/plan']);
  });

  it('does nothing, and throws nothing, without a boot script (a test, an engine that skipped it)', () => {
    const w = {} as Window;
    expect(() => tap('/order', w)).not.toThrow();
    const handler = vi.fn();
    onTap(handler, w);
    tap('/order');
    expect(handler).not.toHaveBeenCalled();
    tap('/order', w);
    expect(handler).toHaveBeenCalledExactlyOnceWith('/order');
  });
});

describe('what a success is (the envelope, spec §7)', () => {
  it('success: true, and nothing else', () => {
    expect(succeeded({ success: true, data: null })).toBe(true);
    for (const body of [{ success: false, data: 1 }, { success: 'true' }, { data: 1 }, null, undefined, 'ok', 1, [true]])
      expect(succeeded(body), JSON.stringify(body)).toBe(false);
  });
});

describe('one hand-over, not window globals', () => {
  const ROOT = join(__dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [relative(ROOT, join(dir, e.name))] : [],
    );

  it('the window property it crosses by is named in src/lib/boot-contract.ts only (src/ and build/)', () => {
    const naming = [...files(join(ROOT, 'src')), ...files(join(ROOT, 'build'))].filter((file) => /\b__egg/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(naming).toEqual(['src/lib/boot-contract.ts']);
  });
});
