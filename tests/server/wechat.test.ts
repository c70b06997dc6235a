import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/api/app';
import { openDb } from '../../server/api/db';
import { seed } from '../../server/api/db/seed';
import { APP_ID, JSAPI_TICKET } from '../../server/api/modules/wechat';
import type { AuthorizeResult, JsSign, LoginResult } from '../../src/api/types';
import { expectFail, setup, type Harness } from './harness';

async function oauthCode(h: Harness, openId: string, state = 'login'): Promise<string> {
  const res = await h.app.request(`/dev/oauth?redirect_uri=${encodeURIComponent('/#/')}&state=${state}&openId=${openId}`);
  return new URL(res.headers.get('Location')!, 'http://localhost').searchParams.get('code')!;
}

describe('GET /wechat/jsSign', () => {
  it("signs the page url without its hash by WeChat's sha1 algorithm", async () => {
    const h = setup();
    const url = 'http://localhost/?code=abc&state=x#/bind';
    const r = await h.get<JsSign>(`/wechat/jsSign?url=${encodeURIComponent(url)}`);
    expect(r.body.success).toBe(true);
    const { appId, timestamp, nonceStr, signature } = r.body.data;
    expect(appId).toBe(APP_ID);
    expect(timestamp).toBe(Math.floor(h.clock.now / 1000));
    expect(nonceStr).toMatch(/^[0-9a-f]{16}$/);
    const expected = createHash('sha1')
      .update(`jsapi_ticket=${JSAPI_TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=http://localhost/?code=abc&state=x`)
      .digest('hex');
    expect(signature).toBe(expected);
  });

  it('needs no token', async () => {
    const h = setup();
    expect((await h.get(`/wechat/jsSign?url=${encodeURIComponent('https://a.example/')}`)).body.success).toBe(true);
  });

  it('requires an absolute http(s) url', async () => {
    const h = setup();
    expectFail(await h.get('/wechat/jsSign'), 'param.invalid', 'url is required');
    expectFail(await h.get('/wechat/jsSign?url=%2Fpage'), 'param.invalid', /absolute/);
    expectFail(await h.get('/wechat/jsSign?url=javascript%3Aalert(1)'), 'param.invalid', /absolute/);
  });
});

describe('GET /wechat/authorize', () => {
  it('exchanges a fresh code for a token with the member fields', async () => {
    const h = setup();
    const r = await h.get<AuthorizeResult>(`/wechat/authorize?code=${await oauthCode(h, 'demo-friend')}`);
    expect(r.body.data).toMatchObject({ nickname: 'Tom Wang', avatar: '/oss/avatars/friend.svg', openId: 'demo-friend' });
    const me = await h.get<{ nickname: string }>('/api/user/current', r.body.data.token);
    expect(me.body.data.nickname).toBe('Tom Wang');
  });

  it('creates a member for an unknown openId', async () => {
    const h = setup();
    const before = h.count('SELECT COUNT(*) AS n FROM members');
    const r = await h.get<AuthorizeResult>(`/wechat/authorize?code=${await oauthCode(h, 'wx-new-person')}`);
    expect(r.body.success).toBe(true);
    expect(h.count('SELECT COUNT(*) AS n FROM members')).toBe(before + 1);
    expect(r.body.data.avatar).toBe('/oss/avatars/default.svg');
  });

  it('refuses a code used before, like WeChat 40163', async () => {
    const h = setup();
    const code = await oauthCode(h, 'demo-member');
    expect((await h.get(`/wechat/authorize?code=${code}`)).body.success).toBe(true);
    expectFail(await h.get(`/wechat/authorize?code=${code}`), 'oauth.code.invalid', /code been used \(40163\)/);
  });

  it('refuses a code older than 5 minutes', async () => {
    const h = setup();
    const code = await oauthCode(h, 'demo-member');
    h.clock.now += 5 * 60_000 + 1;
    expectFail(await h.get(`/wechat/authorize?code=${code}`), 'oauth.code.invalid', /expired/);
  });

  it('accepts a code just under 5 minutes old', async () => {
    const h = setup();
    const code = await oauthCode(h, 'demo-member');
    h.clock.now += 5 * 60_000 - 1000;
    expect((await h.get(`/wechat/authorize?code=${code}`)).body.success).toBe(true);
  });

  it('refuses an unknown or missing code', async () => {
    const h = setup();
    expectFail(await h.get('/wechat/authorize?code=nope'), 'oauth.code.invalid', /invalid code/);
    expectFail(await h.get('/wechat/authorize'), 'param.invalid', 'code is required');
  });
});

describe('POST /wechat/login (debug login)', () => {
  it('signs in a seeded member', async () => {
    const h = setup();
    const r = await h.post<LoginResult>('/wechat/login', null, { openId: 'demo-member' });
    expect(r.body).toMatchObject({ success: true, errMessage: null, errCode: null });
    expect(r.body.data).toMatchObject({ nickname: 'Lily Chen', avatar: '/oss/avatars/demo.svg' });
    expect(r.body.data.token).toMatch(/^[0-9a-f]{48}$/);
  });

  it('creates a member the first time and reuses it after', async () => {
    const h = setup();
    const a = await h.post<LoginResult>('/wechat/login', null, { openId: 'tester_01' });
    const b = await h.post<LoginResult>('/wechat/login', null, { openId: 'tester_01' });
    expect(a.body.data.nickname).toBe('Member r_01');
    expect(h.count("SELECT COUNT(*) AS n FROM members WHERE openId = 'tester_01'")).toBe(1);
    expect(b.body.data.token).not.toBe(a.body.data.token);
  });

  it('validates the account', async () => {
    const h = setup();
    expectFail(await h.post('/wechat/login', null, {}), 'param.invalid', 'account is required');
    expectFail(await h.post('/wechat/login', null, { openId: '  ' }), 'param.invalid', 'account is required');
    expectFail(await h.post('/wechat/login', null, { openId: 42 }), 'param.invalid', 'account must be a string');
    expectFail(await h.post('/wechat/login', null, { openId: 'a b<script>' }), 'input.invalid', /letters, digits/);
    expectFail(await h.post('/wechat/login', null, { openId: 'x'.repeat(65) }), 'param.invalid', /at most 64/);
  });

  it('is off outside demo mode', async () => {
    const db = openDb();
    seed(db);
    const app = createApp({ db, demo: false, log: () => {} });
    const res = await app.request('/wechat/login', { method: 'POST', body: JSON.stringify({ openId: 'demo-member' }) });
    expect(res.status).toBe(403);
    expect((await res.json()).errMessage).toBe('debug login is disabled on this server');
    expect((await app.request('/dev/oauth?redirect_uri=/&openId=demo-member')).status).toBe(404);
    expect((await app.request('/dev/sms/last?phone=13800138000')).status).toBe(404);
    expect((await app.request('/dev/pay/confirm', { method: 'POST', body: '{"prepayId":"x","outcome":"ok"}' })).status).toBe(404);
  });
});

describe('GET /dev/oauth (OAuth stand-in)', () => {
  it('redirects with code and state before the hash, WeChat style', async () => {
    const h = setup();
    const res = await h.app.request(`/dev/oauth?redirect_uri=${encodeURIComponent('http://localhost/#/bind')}&state=8866000000000101&openId=demo-friend`);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toMatch(/^http:\/\/localhost\/\?code=[0-9a-f]{32}&state=8866000000000101#\/bind$/);
  });

  it('keeps a relative redirect relative and replaces stale code/state', async () => {
    const h = setup();
    const res = await h.app.request(`/dev/oauth?redirect_uri=${encodeURIComponent('/app/?code=old&state=old&x=1#/')}&state=s1&openId=demo-member`);
    expect(res.headers.get('Location')).toMatch(/^\/app\/\?code=[0-9a-f]{32}&state=s1&x=1#\/$|^\/app\/\?x=1&code=[0-9a-f]{32}&state=s1#\/$/);
    expect(res.headers.get('Location')).not.toContain('old');
  });

  it('refuses to redirect to another site', async () => {
    const h = setup();
    for (const target of ['https://evil.example/#/', '//evil.example/', 'javascript:alert(1)']) {
      const res = await h.app.request(`/dev/oauth?redirect_uri=${encodeURIComponent(target)}&state=s&openId=demo-member`);
      expect(res.status).toBe(400);
      expect((await res.json()).errMessage).toMatch(/redirect_uri must be on this site|not a valid address/);
    }
  });

  it('follows the publicUrl origin when one is configured', async () => {
    const h = setup({ publicUrl: 'https://egg.example' });
    const ok = await h.app.request(`/dev/oauth?redirect_uri=${encodeURIComponent('https://egg.example/#/')}&state=s&openId=demo-member`);
    expect(ok.status).toBe(302);
    const bad = await h.app.request(`/dev/oauth?redirect_uri=${encodeURIComponent('http://localhost/#/')}&state=s&openId=demo-member`);
    expect(bad.status).toBe(400);
  });

  it('without openId shows a page listing the seeded members and a new member', async () => {
    const h = setup();
    const res = await h.app.request(`/dev/oauth?redirect_uri=${encodeURIComponent('/#/')}&state=login`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Lily Chen');
    expect(html).toContain('openId=demo-friend');
    expect(html).toContain('A new member');
    expect(html).toContain('redirect_uri=%2F%23%2F');
  });

  it('needs a redirect_uri and a sane openId', async () => {
    const h = setup();
    expect((await h.app.request('/dev/oauth?state=s')).status).toBe(400);
    expect((await h.app.request('/dev/oauth?redirect_uri=%2F&openId=%3Cb%3E')).status).toBe(400);
  });

  it('the issued code signs the member in through /wechat/authorize', async () => {
    const h = setup();
    const code = await oauthCode(h, 'demo-member');
    const r = await h.get<AuthorizeResult>(`/wechat/authorize?code=${code}`);
    expect(r.body.data.nickname).toBe('Lily Chen');
  });
});
