/**
 * WebKit: a new default address through the map stand-in, which the app shows in an iframe and
 * which answers with postMessage; the form survives the trip to /map and back (parallel to
 * ../fulfilment-address.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Address } from '../../../src/api/types';
import { api } from '../harness';
import { keepDefaultAddress, signedIn } from '../journeys';
import { onPhone } from './phone';

const PLACE = { poiname: '人民广场', poiaddress: '上海市黄浦区人民大道120号' };
const FRAME = { css: 'iframe[title="Map location picker"]' };

describe('WebKit: a new default address through the map', () => {
  keepDefaultAddress();
  const p = signedIn('demo-member', '/address', onPhone());

  it('validates the form in the spec wording', async () => {
    await p.click({ role: 'button', name: 'Add address' });
    await p.find({ role: 'heading', name: 'Add address' });
    await p.click({ role: 'button', name: 'Save' });
    await p.find({ text: 'Please enter receiver name' });
    await p.fill({ label: 'Receiver name' }, 'Wang Fang');
    await p.fill({ label: 'Phone' }, '12345678901');
    await p.click({ role: 'button', name: 'Save' });
    await p.find({ text: 'Please enter a correct mobile number' });
    await p.fill({ label: 'Phone' }, '13912345678');
  });

  it('the map button keeps the form; the picker opens in a frame; a real place shows confirm, 我的位置 after it takes it away', async () => {
    await p.click({ role: 'button', name: 'Choose on map' });
    await p.find({ role: 'heading', name: 'Choose location' });
    expect(JSON.parse((await p.storage('address'))!)).toMatchObject({ name: 'Wang Fang', phone: '13912345678' });
    // Each pick is awaited by what it shows (never a pause and then "nothing there").
    const pick = (name: RegExp) => p.inFrame(FRAME, () => p.click({ role: 'button', name }));
    await pick(/People's Square/);
    await p.find({ role: 'button', name: 'Confirm' });
    await pick(/My location/);
    await p.until("return ![...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Confirm')", 'confirm gone after 我的位置');
    await pick(/People's Square/);
    await p.find({ role: 'button', name: 'Confirm' });
  });

  it('confirm goes back to the form with the place filled in', async () => {
    await p.click({ role: 'button', name: 'Confirm' });
    await p.find({ role: 'heading', name: 'Add address' });
    expect(await p.value({ label: 'Receiver name' })).toBe('Wang Fang');
    expect(await p.value({ label: 'Phone' })).toBe('13912345678');
    expect(await p.value({ label: 'Detailed address' })).toBe(`${PLACE.poiaddress}${PLACE.poiname}`);
  });

  it('saves it as the default address; the list shows it with the badge', async () => {
    await p.click({ role: 'switch', name: 'Set as default address' });
    await p.click({ role: 'button', name: 'Save' });
    await p.find({ text: 'Saved successfully' });
    await p.find({ role: 'heading', name: 'Delivery addresses' });
    await p.find({ text: 'Default', within: { role: 'listitem', hasText: 'Wang Fang' } });
    expect(await p.count({ text: 'Default', within: { role: 'listitem', hasText: 'Lily Chen' } })).toBe(0);
    const saved = await api<Address[]>(p.baseURL, '/api/address/list', { token: (await p.storage('token'))! });
    expect(saved.find((a) => a.name === 'Wang Fang')).toMatchObject({ phone: '13912345678', isDefault: 1 });
    expect(await p.storage('address')).toBeNull();
    expect(p.errors()).toEqual([]);
  });
});
