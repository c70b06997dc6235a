import { describe, expect, it } from 'vitest';
import { DEMO_PHONE, expectFail, FRIEND_PHONE, setup, UNBOUND } from './harness';

describe('POST /api/sms/send', () => {
  it('answers a key, logs a 6-digit code and shows it at /dev/sms/last', async () => {
    const h = setup();
    const token = await h.login();
    const r = await h.post<string>('/api/sms/send', token, { phone: FRIEND_PHONE });
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatch(/^[0-9a-f]{32}$/);
    const last = await h.get<{ phone: string; code: string; key: string }>(`/dev/sms/last?phone=${FRIEND_PHONE}`);
    expect(last.body.data).toEqual({ phone: FRIEND_PHONE, code: expect.stringMatching(/^\d{6}$/), key: r.body.data });
    expect(h.logs).toContain(`[sms] code ${last.body.data.code} for ${FRIEND_PHONE} (key ${r.body.data})`);
  });

  it('allows one send per phone per 60 s, saying how many seconds are left', async () => {
    const h = setup();
    const token = await h.login();
    await h.post('/api/sms/send', token, { phone: FRIEND_PHONE });
    h.clock.now += 15_000;
    const again = await h.post('/api/sms/send', token, { phone: FRIEND_PHONE });
    expect(again.status).toBe(429);
    expectFail(again, 'sms.too.frequent', 'a code was just sent to this number, try again in 45 seconds');
    expect(again.headers.get('Retry-After')).toBe('45');
    h.clock.now += 44_500;
    const last = await h.post('/api/sms/send', token, { phone: FRIEND_PHONE });
    expectFail(last, 'sms.too.frequent', 'a code was just sent to this number, try again in 1 second');
    expect(last.headers.get('Retry-After')).toBe('1');
    h.clock.now += 500;
    expect((await h.post('/api/sms/send', token, { phone: FRIEND_PHONE })).body.success).toBe(true);
  });

  it('counts the 60 s per phone, not per member: another number goes through', async () => {
    const h = setup();
    const token = await h.login();
    const friend = await h.login('demo-friend');
    await h.post('/api/sms/send', token, { phone: FRIEND_PHONE });
    expectFail(await h.post('/api/sms/send', friend, { phone: FRIEND_PHONE }), 'sms.too.frequent');
    expect((await h.post('/api/sms/send', token, { phone: DEMO_PHONE })).body.success).toBe(true);
  });

  it('validates the phone with the spec messages', async () => {
    const h = setup();
    const token = await h.login();
    const empty = await h.post('/api/sms/send', token, {});
    expectFail(empty, 'input.invalid', 'please enter phone number');
    expect(empty.headers.get('Retry-After')).toBeNull(); // only a wait that will pass says when
    expectFail(await h.post('/api/sms/send', token, { phone: '' }), 'input.invalid', 'please enter phone number');
    for (const phone of ['12345678901', '1381234567', '138123456789', 13812345678, '2381234567a'])
      expectFail(await h.post('/api/sms/send', token, { phone }), 'input.invalid', 'please enter a correct mobile number');
  });

  it('needs a token', async () => {
    const h = setup();
    expectFail(await h.post('/api/sms/send', null, { phone: FRIEND_PHONE }), 'token.error');
  });

  it('/dev/sms/last says when nothing was sent and checks the phone', async () => {
    const h = setup();
    expectFail(await h.get(`/dev/sms/last?phone=${FRIEND_PHONE}`), 'not.found', 'no code was sent to this phone number');
    expectFail(await h.get('/dev/sms/last?phone=123'), 'input.invalid');
  });
});

describe('checking a code (through card/bind)', () => {
  const bind = (h: ReturnType<typeof setup>, token: string, key: string, code: string, cardNo = UNBOUND[0]) =>
    h.post('/api/card/bind', token, { cardNo, key, phone: FRIEND_PHONE, code });

  it('kills a key after 5 wrong codes, even when the sixth is right', async () => {
    const h = setup();
    const token = await h.login();
    const { key, code } = await h.sms(token, FRIEND_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--)
      expectFail(await bind(h, token, key, wrong), 'sms.invalid', `wrong verification code, ${left} ${left === 1 ? 'try' : 'tries'} left`);
    expectFail(await bind(h, token, key, wrong), 'sms.invalid', 'wrong verification code, please get a new one');
    expectFail(await bind(h, token, key, code), 'sms.invalid', 'too many wrong codes, please get a new verification code');
    expect(h.count('SELECT COUNT(*) AS n FROM cards WHERE cardNo = ? AND memberId IS NOT NULL', UNBOUND[0])).toBe(0);
  });

  it('accepts the right code after up to 4 wrong ones', async () => {
    const h = setup();
    const token = await h.login();
    const { key, code } = await h.sms(token, FRIEND_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await bind(h, token, key, wrong);
    expect((await bind(h, token, key, code)).body.success).toBe(true);
  });

  it('uses a code once', async () => {
    const h = setup();
    const token = await h.login();
    const { key, code } = await h.sms(token, FRIEND_PHONE);
    expect((await bind(h, token, key, code)).body.success).toBe(true);
    expectFail(await bind(h, token, key, code, UNBOUND[1]), 'sms.invalid', /already been used/);
  });

  it('expires a code after 10 minutes', async () => {
    const h = setup();
    const token = await h.login();
    const { key, code } = await h.sms(token, FRIEND_PHONE);
    h.clock.now += 10 * 60_000 + 1;
    expectFail(await bind(h, token, key, code), 'sms.invalid', /expired/);
  });

  it('refuses a key sent to another phone or asked for by another member', async () => {
    const h = setup();
    const token = await h.login();
    const friend = await h.login('demo-friend');
    const { key, code } = await h.sms(token, FRIEND_PHONE);
    expectFail(await h.post('/api/card/bind', token, { cardNo: UNBOUND[0], key, phone: '13700000000', code }), 'sms.invalid', /not sent to this phone/);
    expectFail(await bind(h, friend, key, code), 'sms.invalid', /not sent to this phone/);
    expectFail(await bind(h, token, 'no-such-key', code), 'sms.invalid', /not sent to this phone/);
  });

  it("says 'please get verification code first' without a key and 'please enter verification code' without a code", async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await bind(h, token, '', '123456'), 'sms.invalid', 'please get verification code first');
    expectFail(await bind(h, token, 'k', ''), 'sms.invalid', 'please enter verification code');
  });
});
