/**
 * WebKit: a new default address through the map stand-in, which the app shows in an iframe and
 * which answers with postMessage; the form survives the trip to /map and back. Then WeChat's address
 * book through the JS-SDK stand-in (choose, cancel) and paste to fill (issue 47; parallel to
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
    // WebDriver scrolls a target to the window's bottom edge, under the sticky Save bar: to the middle first.
    await p.run('arguments[0].scrollIntoView({ block: "center" });', await p.find({ role: 'switch', name: 'Set as default address' }));
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

describe("WebKit: WeChat's address book and paste to fill", () => {
  const p = signedIn('demo-member', '/address', onPhone());
  const BOOK = { role: 'dialog', name: 'WeChat address book (stand-in)' } as const;
  const values = async () => ({
    name: await p.value({ label: 'Receiver name' }),
    phone: await p.value({ label: 'Phone' }),
    address: await p.value({ label: 'Detailed address' }),
  });

  it('a municipality from the book fills the three fields, 上海市 named once and the phone as its 11 digits', async () => {
    await p.click({ role: 'button', name: 'Add address' });
    await p.find({ role: 'heading', name: 'Add address' });
    await p.click({ role: 'button', name: 'WeChat address' });
    await p.click({ role: 'button', name: /陈女士/, within: BOOK });
    await p.find({ text: 'Filled in: please check, then tap Save' });
    expect(await values()).toEqual({ name: '陈女士', phone: '13800138000', address: '上海市浦东新区世纪大道88号金茂大厦2001室' });
  });

  it('a cancel in the book changes nothing', async () => {
    await p.fill({ label: 'Receiver name' }, '陈丽');
    await p.click({ role: 'button', name: 'WeChat address' });
    await p.click({ role: 'button', name: 'Cancel', within: BOOK });
    await p.until('return !document.querySelector("[data-wx-standin=sheet]");', 'the address book closed');
    expect(await values()).toEqual({ name: '陈丽', phone: '13800138000', address: '上海市浦东新区世纪大道88号金茂大厦2001室' });
  });

  it('a pasted text fills what it finds, labels and separators left out; Save keeps it', async () => {
    await p.fill(
      { label: 'Paste name, phone and address' },
      '收件人：欧阳娜娜，电话：(+86)150-1234-5678，地址：广西壮族自治区南宁市青秀区民族大道100号 3栋1单元502，邮编530000',
    );
    await p.click({ role: 'button', name: 'Fill in' });
    await p.until('return document.querySelector("input[name=name]").value === "欧阳娜娜";', 'the name filled in');
    expect(await values()).toEqual({ name: '欧阳娜娜', phone: '15012345678', address: '广西壮族自治区南宁市青秀区民族大道100号3栋1单元502' });
    await p.click({ role: 'button', name: 'Save' });
    await p.find({ role: 'heading', name: 'Delivery addresses' });
    const saved = await api<Address[]>(p.baseURL, '/api/address/list', { token: (await p.storage('token'))! });
    expect(saved.find((a) => a.name === '欧阳娜娜')).toMatchObject({ phone: '15012345678', address: '广西壮族自治区南宁市青秀区民族大道100号3栋1单元502' });
    expect(p.errors()).toEqual([]);
  });
});
