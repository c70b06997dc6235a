import { describe, expect, it } from 'vitest';
import { DAY, expectFail, setup } from './harness';

describe('tokens on /api/*', () => {
  it('answers token.error when the Authorization header is missing', async () => {
    const h = setup();
    const r = await h.get('/api/user/current');
    expect(r.status).toBe(401);
    expectFail(r, 'token.error');
  });

  it('answers token.error for an unknown token', async () => {
    const h = setup();
    expectFail(await h.get('/api/card/list', 'not-a-token'), 'token.error');
  });

  it('answers token.expire once the token has lived its time', async () => {
    const h = setup({ tokenTtlMs: 2 * DAY });
    const token = await h.login();
    h.clock.now += 2 * DAY;
    const r = await h.get('/api/user/current', token);
    expect(r.status).toBe(401);
    expectFail(r, 'token.expire');
  });

  it('prunes tokens that expired more than 30 days ago when a new one is issued', async () => {
    const h = setup({ tokenTtlMs: DAY });
    const old = await h.login();
    h.clock.now += 20 * DAY;
    await h.login();
    expectFail(await h.get('/api/user/current', old), 'token.expire');
    h.clock.now += 12 * DAY;
    await h.login();
    expectFail(await h.get('/api/user/current', old), 'token.error');
  });

  it('accepts a "Bearer " prefix', async () => {
    const h = setup();
    const token = await h.login();
    expect((await h.get('/api/user/current', `Bearer ${token}`)).body.success).toBe(true);
  });

  it('sends no new token while more than a day is left', async () => {
    const h = setup({ tokenTtlMs: 7 * DAY });
    const token = await h.login();
    h.clock.now += 5 * DAY;
    const r = await h.get('/api/user/current', token);
    expect(r.body.success).toBe(true);
    expect(r.headers.get('Authorization')).toBeNull();
  });

  it('renews a token with less than a day left in the Authorization response header', async () => {
    const h = setup({ tokenTtlMs: 7 * DAY });
    const token = await h.login();
    h.clock.now += 6.5 * DAY;
    const r = await h.get('/api/user/current', token);
    expect(r.body.success).toBe(true);
    const renewed = r.headers.get('Authorization');
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(token);
    h.clock.now += 3 * DAY; // the old token has expired by now; the renewed one lives on
    expectFail(await h.get('/api/user/current', token), 'token.expire');
    const again = await h.get<{ nickname: string }>('/api/user/current', renewed);
    expect(again.body.data.nickname).toBe('Lily Chen');
  });
});

describe('CORS', () => {
  it('answers a preflight from another origin and exposes Authorization', async () => {
    const h = setup();
    const res = await h.app.request('/api/user/current', {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
  });

  it('exposes the Authorization and Retry-After headers on cross-origin responses', async () => {
    const h = setup();
    const token = await h.login();
    const res = await h.app.request('/api/user/current', { headers: { Origin: 'https://shop.example', Authorization: token } });
    expect(res.headers.get('Access-Control-Expose-Headers')).toContain('Authorization');
    expect(res.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});

describe('the envelope on failures', () => {
  it('answers a malformed JSON body with a clear message', async () => {
    const h = setup();
    const token = await h.login();
    const r = await h.post('/api/address/save', token, '{"name": ');
    expect(r.status).toBe(400);
    expectFail(r, 'param.invalid', 'request body is not valid JSON');
  });

  it('rejects a JSON body that is not an object', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.post('/api/order/cancel', token, '[1,2]'), 'param.invalid', 'request body must be a JSON object');
    expectFail(await h.post('/wechat/login', null, '"demo-member"'), 'param.invalid', 'request body must be a JSON object');
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const h = setup();
    const token = await h.login();
    const r = await h.get('/api/nothing/here', token);
    expect(r.status).toBe(404);
    expectFail(r, 'not.found', /no such API/);
  });

  it('answers a GET on a POST endpoint with a 404 envelope', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.get('/api/order/create', token), 'not.found');
  });

  it('turns an unexpected error into a 500 envelope without a stack trace, and logs it', async () => {
    const h = setup();
    const token = await h.login();
    h.db.exec('DROP TABLE combos');
    const res = await h.app.request('/api/combo/list', { headers: { Authorization: token } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      data: null,
      errMessage: 'something went wrong on the server, please try again',
      errCode: 'server.error',
    });
    expect(text).not.toMatch(/at |sqlite|combos/i);
    expect(h.logs.some((l) => l.startsWith('[error] GET /api/combo/list') && /no such table/.test(l))).toBe(true);
  });
});
