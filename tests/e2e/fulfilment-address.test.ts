/**
 * Addresses in a real browser against the demo server: add an address through the map stand-in
 * (the form survives the trip to /map and back with the place filled in, and a second pick keeps the
 * flat typed after the first) and make it the default; WeChat's address book through the JS-SDK
 * stand-in (choose, cancel, unavailable); paste to fill; and a member with no address sent from an
 * exchange to the form and back with the new address chosen (issue 47).
 */
import { describe, expect, it } from 'vitest';
import type { Address } from '../../src/api/types';
import { api, tokenFor } from './harness';
import { inChromium, keepDefaultAddress, openExchange, signedIn } from './journeys';

const PLACE = { poiname: '人民广场', poiaddress: '上海市黄浦区人民大道120号' };
const SECOND = { poiname: '静安寺', poiaddress: '上海市静安区南京西路1686号' };
const UNAVAILABLE = "WeChat's address book is unavailable";

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
    await j.page.getByLabel('Phone', { exact: true }).fill('12345678901');
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByText('Please enter a correct mobile number').waitFor();
    await j.page.getByLabel('Phone', { exact: true }).fill('13912345678');
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
    expect(await j.page.getByLabel('Phone', { exact: true }).inputValue()).toBe('13912345678');
    expect(await j.page.getByLabel('Detailed address').inputValue()).toBe(`${PLACE.poiaddress}${PLACE.poiname}`);
  });

  it('a second pick replaces the first place and keeps the building and flat typed after it', async () => {
    await j.page.getByLabel('Detailed address').fill(`${PLACE.poiaddress}${PLACE.poiname} 3号楼502室`);
    await j.page.getByRole('button', { name: 'Choose on map' }).click();
    await frame()
      .getByRole('button', { name: /Jing'an Temple/ })
      .click();
    await confirm().click();
    await j.page.getByRole('heading', { name: 'Add address' }).waitFor();
    await expect.poll(() => j.page.getByLabel('Detailed address').inputValue()).toBe(`${SECOND.poiaddress}${SECOND.poiname} 3号楼502室`);
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
    expect(saved.find((a) => a.name === 'Wang Fang')).toMatchObject({
      phone: '13912345678',
      address: `${SECOND.poiaddress}${SECOND.poiname} 3号楼502室`,
      isDefault: 1,
    });
    expect(await j.storage('address')).toBeNull();
    expect(await j.storage('location')).toBeNull();
    await j.screenshot('fulfilment-address-list');
    expect(await j.axe()).toEqual([]);
    expect(j.errors).toEqual([]);
  });
});

describe("WeChat's address book through the JS-SDK stand-in", () => {
  const j = signedIn('demo-member', '/address', inChromium());
  const sheet = () => j.page.getByRole('dialog', { name: 'WeChat address book (stand-in)' });
  const values = async () => ({
    name: await j.page.getByLabel('Receiver name').inputValue(),
    phone: await j.page.getByLabel('Phone', { exact: true }).inputValue(),
    address: await j.page.getByLabel('Detailed address').inputValue(),
  });
  const saved = async () => api<Address[]>(j.baseURL, '/api/address/list', { token: (await j.storage('token'))! });

  it('has both ways at the top of the form, above the fields', async () => {
    await j.page.getByRole('button', { name: 'Add address' }).click();
    await j.page.getByRole('heading', { name: 'Add address' }).waitFor();
    const top = (locator: ReturnType<typeof j.page.getByLabel>) => locator.evaluate((el) => el.getBoundingClientRect().top);
    const wechat = await top(j.page.getByRole('button', { name: 'WeChat address' }));
    const paste = await top(j.page.getByLabel('Paste name, phone and address'));
    expect(wechat).toBeLessThan(paste);
    expect(paste).toBeLessThan(await top(j.page.getByLabel('Receiver name')));
    await j.screenshot('fulfilment-address-form');
    expect(await j.axe()).toEqual([]);
  });

  it('a municipality from the book fills the three fields, 上海市 named once and the phone as its 11 digits; nothing is saved yet', async () => {
    await j.page.getByRole('button', { name: 'WeChat address' }).click();
    await sheet().waitFor();
    expect(await j.axe()).toEqual([]);
    await sheet()
      .getByRole('button', { name: /陈女士/ })
      .click();
    await expect.poll(values).toEqual({ name: '陈女士', phone: '13800138000', address: '上海市浦东新区世纪大道88号金茂大厦2001室' });
    await j.page.getByText('Filled in: please check, then tap Save').waitFor();
    expect((await saved()).some((a) => a.name === '陈女士')).toBe(false);
  });

  it('a cancel in the book changes nothing and says nothing new', async () => {
    await j.page.getByLabel('Receiver name').fill('陈丽');
    await j.page.getByRole('button', { name: 'WeChat address' }).click();
    await sheet().getByRole('button', { name: 'Cancel' }).click();
    await sheet().waitFor({ state: 'detached' });
    expect(await values()).toEqual({ name: '陈丽', phone: '13800138000', address: '上海市浦东新区世纪大道88号金茂大厦2001室' });
    expect(await j.page.getByText(UNAVAILABLE).count()).toBe(0);
  });

  it('what was typed is kept when the member goes back and comes again, and saved only by Save', async () => {
    await j.page.goBack();
    await j.page.getByRole('heading', { name: 'Delivery addresses' }).waitFor();
    await j.page.getByRole('button', { name: 'Add address' }).click();
    await j.page.getByRole('heading', { name: 'Add address' }).waitFor();
    expect(await values()).toEqual({ name: '陈丽', phone: '13800138000', address: '上海市浦东新区世纪大道88号金茂大厦2001室' });
    await j.page.reload();
    await j.page.getByRole('heading', { name: 'Add address' }).waitFor();
    await expect.poll(values).toEqual({ name: '陈丽', phone: '13800138000', address: '上海市浦东新区世纪大道88号金茂大厦2001室' });
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByText('Saved successfully').waitFor();
    expect((await saved()).find((a) => a.name === '陈丽')).toMatchObject({ phone: '13800138000', address: '上海市浦东新区世纪大道88号金茂大厦2001室' });
    expect(j.errors).toEqual([]);
  });
});

describe("WeChat's address book where there is none: said in place, typing goes on", () => {
  it('a refused config (a wrong signature): the button says so at once', async () => {
    const lane = inChromium();
    const j = await lane.open();
    try {
      // The demo server's own signature, spoilt: WeChat refuses the landing's config.
      await j.page.route('**/wechat/jsSign**', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        await route.fulfill({ response, json: { ...body, data: { ...body.data, signature: 'wrong' } } });
      });
      const refused = j.page.waitForResponse('**/dev/jssdk/verify');
      await j.signIn('demo-member', '/address/edit');
      await j.page.getByRole('heading', { name: 'Add address' }).waitFor();
      expect(await (await refused).json()).toMatchObject({ data: { errMsg: 'config:invalid signature' } });
      const started = Date.now();
      await j.page.getByRole('button', { name: 'WeChat address' }).click();
      await j.page.getByText(UNAVAILABLE).waitFor({ timeout: 3_000 });
      expect(Date.now() - started).toBeLessThan(2_000);
      await j.page.getByLabel('Receiver name').fill('Li Lei');
      expect(await j.page.getByLabel('Receiver name').inputValue()).toBe('Li Lei');
      expect(await j.axe()).toEqual([]);
    } finally {
      await lane.close(j);
    }
  });

  it('an SDK that never answers (the genuine one outside WeChat): said within its time limit, never a hang', async () => {
    const lane = inChromium();
    const j = await lane.open();
    try {
      await j.page.route('**/dev/jssdk/verify', () => undefined); // never answered
      await j.signIn('demo-member', '/address/edit');
      await j.page.getByRole('heading', { name: 'Add address' }).waitFor();
      await j.page.getByRole('button', { name: 'WeChat address' }).click();
      await j.page.getByText(UNAVAILABLE).waitFor({ timeout: 8_000 });
      await j.page.getByLabel('Phone', { exact: true }).fill('13800138000');
      expect(await j.page.getByLabel('Phone', { exact: true }).inputValue()).toBe('13800138000');
    } finally {
      await lane.close(j);
    }
  });
});

describe('a member with no address, from an exchange: the form, paste to fill, and back with it chosen', () => {
  const member = 'e2e-no-address';
  const j = signedIn(member, '/product', inChromium({ timeout: 12_000 }));

  it("the exchange's 'Add or choose an address' opens the form, not an empty list", async () => {
    await openExchange(j.page, 'Free-range fresh eggs');
    await j.page.getByRole('region', { name: 'Before you submit' }).getByRole('button', { name: 'Add or choose an address' }).click();
    await j.page.getByRole('heading', { name: 'Add address' }).waitFor();
  });

  it('a pasted text fills what it finds and names what it does not; a typed name stays', async () => {
    await j.page.getByLabel('Receiver name').fill('Wang Fang');
    await j.page
      .getByLabel('Paste name, phone and address')
      .fill('所在地区：内蒙古自治区 呼和浩特市 赛罕区\n详细地址：大学东街235号7号楼302\n手机号码：+86 150 1234 5678\n邮编：010021');
    await j.page.getByRole('button', { name: 'Fill in' }).click();
    await j.page.getByText('Not found in the text, left as it was: Receiver name').waitFor();
    expect(await j.page.getByLabel('Receiver name').inputValue()).toBe('Wang Fang');
    expect(await j.page.getByLabel('Phone', { exact: true }).inputValue()).toBe('15012345678');
    expect(await j.page.getByLabel('Detailed address').inputValue()).toBe('内蒙古自治区呼和浩特市赛罕区大学东街235号7号楼302');
    await j.screenshot('fulfilment-address-pasted');
    expect(await j.axe()).toEqual([]);
  });

  it('after Save the member is back on the exchange with the new address chosen', async () => {
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByRole('heading', { name: 'Exchange product' }).waitFor();
    await j.page.getByText('内蒙古自治区呼和浩特市赛罕区大学东街235号7号楼302').waitFor();
    await j.page.getByText('Wang Fang').waitFor();
    expect(await j.page.getByRole('button', { name: 'Add or choose an address' }).count()).toBe(0);
    const [saved] = await api<Address[]>(j.baseURL, '/api/address/list', { token: await tokenFor(j.baseURL, member) });
    expect(JSON.parse((await j.storage('swap-address'))!)).toMatchObject({ id: saved.id, name: 'Wang Fang' });
    expect(j.errors).toEqual([]);
  });
});
