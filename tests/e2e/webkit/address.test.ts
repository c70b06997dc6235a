/**
 * WebKit: a new default address through the map stand-in, which the app shows in an iframe and
 * which answers with postMessage; the form survives the trip to /map and back (parallel to
 * ../fulfilment-address.test.ts).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Address } from '../../../src/api/types';
import { api, tokenFor } from '../harness';
import { phone, type Phone } from './phone';

const PLACE = { poiname: '人民广场', poiaddress: '上海市黄浦区人民大道120号' };
const FRAME = { css: 'iframe[title="map location picker"]' };

describe('WebKit: a new default address through the map', () => {
  let p: Phone;
  let token = '';
  let formerDefault: Address | undefined;
  beforeAll(async () => {
    token = await tokenFor(inject('baseURL'));
    formerDefault = (await api<Address[]>(inject('baseURL'), '/api/address/list', { token })).find((a) => a.isDefault === 1);
    p = await phone();
    await p.signIn('demo-member', '/address');
  });
  afterAll(async () => {
    await p?.close();
    // Other journeys share the demo member: give back the default address it had.
    if (formerDefault) await api(inject('baseURL'), '/api/address/save', { token, body: { ...formerDefault, isDefault: 1 } });
  });

  it('validates the form in the spec wording', async () => {
    await p.click({ role: 'button', name: 'add address' });
    await p.find({ role: 'heading', name: 'add address' });
    await p.click({ role: 'button', name: 'save' });
    await p.find({ text: 'please enter receiver name' });
    await p.fill({ label: 'receiver name' }, 'Wang Fang');
    await p.fill({ label: 'phone' }, '12345678901');
    await p.click({ role: 'button', name: 'save' });
    await p.find({ text: 'please enter a correct mobile number' });
    await p.fill({ label: 'phone' }, '13912345678');
  });

  it('the map button keeps the form; the picker opens in a frame; a real place shows confirm', async () => {
    await p.click({ role: 'button', name: 'choose on map' });
    await p.find({ role: 'heading', name: 'choose location' });
    expect(JSON.parse((await p.storage('address'))!)).toMatchObject({ name: 'Wang Fang', phone: '13912345678' });
    await p.inFrame(FRAME, async () => {
      await p.click({ role: 'button', name: /My location/ });
    });
    await new Promise((done) => setTimeout(done, 300));
    expect(await p.count({ role: 'button', name: 'confirm' })).toBe(0);
    await p.inFrame(FRAME, async () => {
      await p.click({ role: 'button', name: /People's Square/ });
    });
    await p.find({ role: 'button', name: 'confirm' });
  });

  it('confirm goes back to the form with the place filled in', async () => {
    await p.click({ role: 'button', name: 'confirm' });
    await p.find({ role: 'heading', name: 'add address' });
    expect(await p.value({ label: 'receiver name' })).toBe('Wang Fang');
    expect(await p.value({ label: 'phone' })).toBe('13912345678');
    expect(await p.value({ label: 'detailed address' })).toBe(`${PLACE.poiaddress}${PLACE.poiname}`);
  });

  it('saves it as the default address; the list shows it with the badge', async () => {
    await p.click({ role: 'switch', name: 'set as default address' });
    await p.click({ role: 'button', name: 'save' });
    await p.find({ text: 'saved successfully' });
    await p.find({ role: 'heading', name: 'delivery addresses' });
    await p.find({ text: 'default', within: { role: 'listitem', hasText: 'Wang Fang' } });
    expect(await p.count({ text: 'default', within: { role: 'listitem', hasText: 'Lily Chen' } })).toBe(0);
    const saved = await api<Address[]>(p.baseURL, '/api/address/list', { token: (await p.storage('token'))! });
    expect(saved.find((a) => a.name === 'Wang Fang')).toMatchObject({ phone: '13912345678', isDefault: 1 });
    expect(await p.storage('address')).toBeNull();
    expect(p.errors()).toEqual([]);
  });
});
