/**
 * Addresses in a real browser against the demo server: add an address through the map stand-in
 * (the form survives the trip to /map and back with the place filled in) and make it the default.
 */
import { describe, expect, it } from 'vitest';
import type { Address } from '../../src/api/types';
import { api } from './harness';
import { inChromium, keepDefaultAddress, signedIn } from './journeys';

const PLACE = { poiname: '人民广场', poiaddress: '上海市黄浦区人民大道120号' };

describe('a new default address through the map', () => {
  keepDefaultAddress();
  const j = signedIn('demo-member', '/address', inChromium());

  const frame = () => j.page.frameLocator('iframe[title="Map location picker"]');
  const confirm = () => j.page.getByRole('button', { name: 'Confirm', exact: true });

  it('validates the form in the spec wording', async () => {
    await j.page.getByRole('button', { name: 'Add address' }).click();
    await j.page.getByRole('heading', { name: 'Add address' }).waitFor();
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByText('Please enter receiver name', { exact: true }).last().waitFor();
    await j.page.getByLabel('Receiver name').fill('Wang Fang');
    await j.page.getByLabel('Phone').fill('12345678901');
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByText('Please enter a correct mobile number').waitFor();
    await j.page.getByLabel('Phone').fill('13912345678');
  });

  it('the map button keeps the form; the stand-in picker opens in a frame', async () => {
    await j.page.getByRole('button', { name: 'Choose on map' }).click();
    await j.page.getByRole('heading', { name: 'Choose location' }).waitFor();
    expect(JSON.parse((await j.storage('address'))!)).toMatchObject({ name: 'Wang Fang', phone: '13912345678' });
    await frame()
      .getByRole('button', { name: /My location/ })
      .waitFor();
  });

  it('a real place shows confirm; picking 我的位置 after it takes confirm away; the place again brings it back', async () => {
    // Each pick is awaited by what it shows (never a pause and then "nothing there").
    const pickPlace = () =>
      frame()
        .getByRole('button', { name: /People's Square/ })
        .click();
    await pickPlace();
    await confirm().waitFor();
    await frame()
      .getByRole('button', { name: /My location/ })
      .click();
    await confirm().waitFor({ state: 'detached' });
    await pickPlace();
    await confirm().waitFor();
    await j.screenshot('fulfilment-map-picked');
    expect(await j.axe({ disableRules: ['frame-tested'] })).toEqual([]);
  });

  it('confirm stores the place and goes back to the form with it filled in', async () => {
    await confirm().click();
    await j.page.getByRole('heading', { name: 'Add address' }).waitFor();
    expect(await j.page.getByLabel('Receiver name').inputValue()).toBe('Wang Fang');
    expect(await j.page.getByLabel('Phone').inputValue()).toBe('13912345678');
    expect(await j.page.getByLabel('Detailed address').inputValue()).toBe(`${PLACE.poiaddress}${PLACE.poiname}`);
  });

  it('saves it as the default address; the list shows it with the badge', async () => {
    await j.page.getByRole('switch', { name: 'Set as default address' }).click();
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByText('Saved successfully').waitFor();
    await j.page.getByRole('heading', { name: 'Delivery addresses' }).waitFor();
    const row = j.page.getByRole('listitem').filter({ hasText: 'Wang Fang' });
    await row.getByText('Default', { exact: true }).waitFor();
    expect(await j.page.getByRole('listitem').filter({ hasText: 'Lily Chen' }).getByText('Default', { exact: true }).count()).toBe(0);
    const saved = await api<Address[]>(j.baseURL, '/api/address/list', { token: (await j.storage('token'))! });
    expect(saved.find((a) => a.name === 'Wang Fang')).toMatchObject({ phone: '13912345678', isDefault: 1 });
    expect(await j.storage('address')).toBeNull();
    expect(await j.storage('location')).toBeNull();
    await j.screenshot('fulfilment-address-list');
    expect(await j.axe()).toEqual([]);
    expect(j.errors).toEqual([]);
  });
});
