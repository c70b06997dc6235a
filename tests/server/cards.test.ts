import { describe, expect, it } from 'vitest';
import type { Card, CardInfo, CurrentUser, GiveCardResult, Page } from '../../src/api/types';
import { DEMO_CARDS, DEMO_PHONE, expectFail, FRIEND_PHONE, setup, UNBOUND, type Harness } from './harness';

const cards = async (h: Harness, token: string) => (await h.get<Page<Card>>('/api/card/list', token)).body.data;

async function bindAs(h: Harness, token: string, cardNo: string, phone = FRIEND_PHONE) {
  const { key, code } = await h.sms(token, phone);
  return h.post('/api/card/bind', token, { cardNo, key, phone, code });
}

describe('GET /api/card/list', () => {
  it("lists the member's cards, default first, with {list, total}", async () => {
    const h = setup();
    const data = await cards(h, await h.login());
    expect(data.total).toBe(2);
    expect(data.list[0]).toEqual({
      id: 1,
      cardNo: DEMO_CARDS.top.cardNo,
      level: 3,
      phone: DEMO_PHONE,
      bindPhone: DEMO_PHONE,
      eggNumber: 120,
      money: 1288,
      validTime: expect.any(Number),
      default: true,
    });
    expect(data.list[1]).toMatchObject({ cardNo: DEMO_CARDS.small.cardNo, level: 1, eggNumber: 30, default: false });
  });

  it('is empty for a member with no cards', async () => {
    const h = setup();
    expect(await cards(h, await h.login('demo-friend'))).toEqual({ list: [], total: 0 });
  });
});

describe('POST /api/card/defaultCard', () => {
  it('makes one card the default and clears the other', async () => {
    const h = setup();
    const token = await h.login();
    const r = await h.post('/api/card/defaultCard', token, { cardNo: DEMO_CARDS.small.cardNo });
    expect(r.body).toEqual({ success: true, data: null, errMessage: null, errCode: null });
    const list = (await cards(h, token)).list;
    expect(list.filter((c) => c.default).map((c) => c.cardNo)).toEqual([DEMO_CARDS.small.cardNo]);
    const me = await h.get<CurrentUser>('/api/user/current', token);
    expect(me.body.data.card).toEqual({ cardNo: DEMO_CARDS.small.cardNo, validTime: expect.any(Number), level: 1 });
  });

  it('validates the card number and ownership', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.post('/api/card/defaultCard', token, {}), 'param.invalid', 'cardNo is required');
    expectFail(await h.post('/api/card/defaultCard', token, { cardNo: 8866 }), 'param.invalid', 'cardNo must be a string');
    expectFail(await h.post('/api/card/defaultCard', token, { cardNo: 'nope' }), 'not.found', 'card not found');
    expectFail(await h.post('/api/card/defaultCard', token, { cardNo: UNBOUND[0] }), 'not.found', 'card not found');
  });
});

describe('GET /api/card/info', () => {
  it('an unbound card can be bound by anyone with any phone', async () => {
    const h = setup();
    const r = await h.get<CardInfo>(`/api/card/info?cardNo=${UNBOUND[0]}`, await h.login('demo-friend'));
    expect(r.body.data).toEqual({
      canBind: true,
      specifiedCard: false,
      cardPhone: '',
      cardNo: UNBOUND[0],
      level: 2,
      money: 588,
      eggNumber: 60,
      validTime: expect.any(Number),
    });
  });

  it("another member's card cannot be bound and shows no balance", async () => {
    const h = setup();
    const r = await h.get<CardInfo>(`/api/card/info?cardNo=${DEMO_CARDS.top.cardNo}`, await h.login('demo-friend'));
    expect(r.body.data).toMatchObject({ canBind: false, specifiedCard: false, eggNumber: 0, money: 0, validTime: 0, level: 3 });
  });

  it('my own card cannot be bound again', async () => {
    const h = setup();
    const r = await h.get<CardInfo>(`/api/card/info?cardNo=${DEMO_CARDS.top.cardNo}`, await h.login());
    expect(r.body.data).toMatchObject({ canBind: false, eggNumber: 120 });
  });

  it('a gifted card can be bound by anyone asking, naming the phone it was gifted to', async () => {
    const h = setup();
    const token = await h.login();
    await h.post('/api/card/giveCard', token, { cardNo: DEMO_CARDS.small.cardNo, phone: FRIEND_PHONE });
    for (const who of ['demo-friend', 'someone-else']) {
      const r = await h.get<CardInfo>(`/api/card/info?cardNo=${DEMO_CARDS.small.cardNo}`, await h.login(who));
      expect(r.body.data).toMatchObject({ canBind: true, specifiedCard: true, cardPhone: FRIEND_PHONE, eggNumber: 30 });
    }
    const own = await h.get<CardInfo>(`/api/card/info?cardNo=${DEMO_CARDS.small.cardNo}`, token);
    expect(own.body.data.canBind).toBe(false);
  });

  it('needs a card number that exists', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.get('/api/card/info', token), 'param.invalid', 'cardNo is required');
    expectFail(await h.get('/api/card/info?cardNo=0000', token), 'not.found', 'card not found');
    expectFail(await h.get(`/api/card/info?cardNo=${'9'.repeat(33)}`, token), 'param.invalid', 'cardNo must be at most 32 characters');
  });
});

describe('POST /api/card/bind', () => {
  it('binds an unbound card with a valid SMS code; the first card becomes the default', async () => {
    const h = setup();
    const token = await h.login('demo-friend');
    const r = await bindAs(h, token, UNBOUND[0]);
    expect(r.body).toEqual({ success: true, data: null, errMessage: null, errCode: null });
    const data = await cards(h, token);
    expect(data.list).toEqual([expect.objectContaining({ cardNo: UNBOUND[0], bindPhone: FRIEND_PHONE, phone: '13900000101', default: true })]);
    const info = await h.get<CardInfo>(`/api/card/info?cardNo=${UNBOUND[0]}`, await h.login());
    expect(info.body.data.canBind).toBe(false);
  });

  it('a second card does not take the default', async () => {
    const h = setup();
    const token = await h.login();
    expect((await bindAs(h, token, UNBOUND[1], DEMO_PHONE)).body.success).toBe(true);
    const list = (await cards(h, token)).list;
    expect(list).toHaveLength(3);
    expect(list.filter((c) => c.default).map((c) => c.cardNo)).toEqual([DEMO_CARDS.top.cardNo]);
  });

  it("refuses a card that is bound to someone else: 'this card has been bound or is invalid'", async () => {
    const h = setup();
    const token = await h.login('demo-friend');
    const before = h.db.prepare('SELECT * FROM cards WHERE id = 1').get();
    expectFail(await bindAs(h, token, DEMO_CARDS.top.cardNo), 'state.conflict', 'this card has been bound or is invalid');
    expect(h.db.prepare('SELECT * FROM cards WHERE id = 1').get()).toEqual(before);
  });

  it('refuses my own card and an expired card', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await bindAs(h, token, DEMO_CARDS.top.cardNo, DEMO_PHONE), 'state.conflict', 'this card is already bound to you');
    h.db.prepare('UPDATE cards SET validTime = ? WHERE cardNo = ?').run(h.clock.now - 1, UNBOUND[2]);
    expectFail(await bindAs(h, token, UNBOUND[2], '13600000000'), 'state.conflict', 'this card has expired');
  });

  it('refuses without a valid SMS code and changes nothing', async () => {
    const h = setup();
    const token = await h.login('demo-friend');
    expectFail(
      await h.post('/api/card/bind', token, { cardNo: UNBOUND[0], key: '', phone: FRIEND_PHONE, code: '' }),
      'sms.invalid',
      'please get verification code first',
    );
    expectFail(await h.post('/api/card/bind', token, { cardNo: UNBOUND[0], key: 'x', phone: FRIEND_PHONE, code: '123456' }), 'sms.invalid');
    expect(h.count('SELECT COUNT(*) AS n FROM cards WHERE cardNo = ? AND memberId IS NULL', UNBOUND[0])).toBe(1);
  });

  it('validates the payload', async () => {
    const h = setup();
    const token = await h.login('demo-friend');
    expectFail(await h.post('/api/card/bind', token, { key: 'k', phone: FRIEND_PHONE, code: '1' }), 'param.invalid', 'cardNo is required');
    expectFail(await h.post('/api/card/bind', token, { cardNo: UNBOUND[0], key: 'k', code: '1' }), 'input.invalid', 'please enter phone number');
    expectFail(
      await h.post('/api/card/bind', token, { cardNo: UNBOUND[0], key: 'k', phone: '10000000000', code: '1' }),
      'input.invalid',
      'please enter a correct mobile number',
    );
    expectFail(await h.post('/api/card/bind', token, { cardNo: UNBOUND[0], key: 7, phone: FRIEND_PHONE, code: '1' }), 'param.invalid', 'key must be a string');
    expectFail(await h.post('/api/card/bind', token, { cardNo: 'missing', key: 'k', phone: FRIEND_PHONE, code: '1' }), 'not.found', 'card not found');
  });
});

describe('gifting a card: POST /api/card/giveCard, then the friend binds', () => {
  it('answers the share message whose url lands on the bind screen with state = cardNo', async () => {
    const h = setup();
    const token = await h.login();
    const r = await h.post<GiveCardResult>('/api/card/giveCard', token, { cardNo: DEMO_CARDS.small.cardNo, phone: FRIEND_PHONE });
    expect(r.body.data).toEqual({
      url: `http://localhost/dev/oauth?redirect_uri=${encodeURIComponent('http://localhost/#/bind')}&state=${DEMO_CARDS.small.cardNo}`,
      iconUrl: 'http://localhost/oss/icons/gift-card.svg',
      title: 'A membership card for you',
      description: 'Tap to bind the card and claim its 30 eggs.',
    });
    // following the url as the friend lands on /#/bind with code and state
    const res = await h.app.request(`${r.body.data.url}&openId=demo-friend`);
    expect(res.headers.get('Location')).toMatch(new RegExp(`^http://localhost/\\?code=\\w+&state=${DEMO_CARDS.small.cardNo}#/bind$`));
  });

  it('uses publicUrl, and the WeChat OAuth entry outside demo mode', async () => {
    const h = setup({ publicUrl: 'https://egg.example/', demo: false });
    const token = h.tokenFor('demo-member');
    const r = await h.post<GiveCardResult>('/api/card/giveCard', token, { cardNo: DEMO_CARDS.small.cardNo, phone: FRIEND_PHONE });
    expect(r.body.data.url).toMatch(
      /^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?appid=\w+&redirect_uri=https%3A%2F%2Fegg\.example%2F%23%2Fbind&response_type=code&scope=snsapi_userinfo&state=8866000000000002#wechat_redirect$/,
    );
    expect(r.body.data.iconUrl).toBe('https://egg.example/oss/icons/gift-card.svg');
  });

  it('the friend who binds with the gifted phone takes the card; the giver loses it and keeps a default', async () => {
    const h = setup();
    const giver = await h.login();
    await h.post('/api/card/giveCard', giver, { cardNo: DEMO_CARDS.top.cardNo, phone: FRIEND_PHONE });
    // still the giver's until claimed
    expect((await cards(h, giver)).total).toBe(2);
    const friend = await h.login('demo-friend');
    expect((await bindAs(h, friend, DEMO_CARDS.top.cardNo, FRIEND_PHONE)).body.success).toBe(true);
    const theirs = await cards(h, friend);
    expect(theirs.list).toEqual([expect.objectContaining({ cardNo: DEMO_CARDS.top.cardNo, eggNumber: 120, bindPhone: FRIEND_PHONE, default: true })]);
    const mine = await cards(h, giver);
    expect(mine.list.map((c) => [c.cardNo, c.default])).toEqual([[DEMO_CARDS.small.cardNo, true]]);
    const info = await h.get<CardInfo>(`/api/card/info?cardNo=${DEMO_CARDS.top.cardNo}`, await h.login('third'));
    expect(info.body.data.canBind).toBe(false);
  });

  it('someone binding a gifted card with another phone is refused', async () => {
    const h = setup();
    const giver = await h.login();
    await h.post('/api/card/giveCard', giver, { cardNo: DEMO_CARDS.small.cardNo, phone: FRIEND_PHONE });
    const other = await h.login('someone-else');
    expectFail(await bindAs(h, other, DEMO_CARDS.small.cardNo, '13700000000'), 'forbidden', 'this card was gifted to another phone number');
    expect((await cards(h, giver)).total).toBe(2);
  });

  it('validates the friend phone and ownership', async () => {
    const h = setup();
    const token = await h.login();
    expectFail(await h.post('/api/card/giveCard', token, { cardNo: DEMO_CARDS.small.cardNo }), 'input.invalid', 'please enter phone number');
    expectFail(
      await h.post('/api/card/giveCard', token, { cardNo: DEMO_CARDS.small.cardNo, phone: '1234' }),
      'input.invalid',
      'please enter a correct mobile number',
    );
    expectFail(await h.post('/api/card/giveCard', token, { cardNo: DEMO_CARDS.small.cardNo, phone: DEMO_PHONE }), 'input.invalid', /friend's phone/);
    expectFail(await h.post('/api/card/giveCard', token, { cardNo: UNBOUND[0], phone: FRIEND_PHONE }), 'not.found', 'card not found');
    expect(h.count('SELECT COUNT(*) AS n FROM cards WHERE giftPhone IS NOT NULL')).toBe(0);
  });
});

describe('POST /api/card/unbind', () => {
  it("needs the SMS code of the card's bind phone; the default moves to the other card", async () => {
    const h = setup();
    const token = await h.login();
    const { key, code } = await h.sms(token, DEMO_PHONE);
    const r = await h.post('/api/card/unbind', token, { cardNo: DEMO_CARDS.top.cardNo, key, code, phone: DEMO_PHONE });
    expect(r.body.success).toBe(true);
    const list = (await cards(h, token)).list;
    expect(list.map((c) => [c.cardNo, c.default])).toEqual([[DEMO_CARDS.small.cardNo, true]]);
    // back in the pool: another member may bind it
    const info = await h.get<CardInfo>(`/api/card/info?cardNo=${DEMO_CARDS.top.cardNo}`, await h.login('demo-friend'));
    expect(info.body.data).toMatchObject({ canBind: true, specifiedCard: false, eggNumber: 120 });
  });

  it('unbinding the last card leaves no default card on the home summary', async () => {
    const h = setup();
    const token = await h.login();
    for (const cardNo of [DEMO_CARDS.top.cardNo, DEMO_CARDS.small.cardNo]) {
      const { key, code } = await h.sms(token, DEMO_PHONE);
      expect((await h.post('/api/card/unbind', token, { cardNo, key, code, phone: DEMO_PHONE })).body.success).toBe(true);
      h.clock.now += 60_000;
    }
    const me = await h.get<CurrentUser>('/api/user/current', token);
    expect(me.body.data).toMatchObject({ card: null, totalCard: 0, totalEgg: 0 });
  });

  it('refuses a code sent to another phone, or a phone that is not the bind phone', async () => {
    const h = setup();
    const token = await h.login();
    const other = await h.sms(token, FRIEND_PHONE);
    expectFail(await h.post('/api/card/unbind', token, { cardNo: DEMO_CARDS.top.cardNo, ...other, phone: FRIEND_PHONE }), 'forbidden', /bind phone/);
    expectFail(await h.post('/api/card/unbind', token, { cardNo: DEMO_CARDS.top.cardNo, ...other, phone: DEMO_PHONE }), 'sms.invalid');
    expectFail(
      await h.post('/api/card/unbind', token, { cardNo: DEMO_CARDS.top.cardNo, key: '', code: '1', phone: DEMO_PHONE }),
      'sms.invalid',
      'please get verification code first',
    );
    expectFail(
      await h.post('/api/card/unbind', token, { cardNo: DEMO_CARDS.top.cardNo, key: 'k', code: '', phone: DEMO_PHONE }),
      'sms.invalid',
      'please enter verification code',
    );
    expect((await cards(h, token)).total).toBe(2);
  });
});
