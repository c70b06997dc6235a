/**
 * The address form's two ways to an address in one tap (issue 47): WeChat's address book (through the
 * real adapter over a JS-SDK double) and a pasted text. What they fill is typed into the form only.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AddressEdit from '../../src/pages/address/AddressEdit';
import { configure, resetPlatformForTests } from '../../src/platform/wechat';
import { $addressDraft, $location } from '../../src/stores';
import { installFakeWx, sign } from '../helpers/fake-wx';
import { address, mockApi, renderScreen, settle, toastText } from './fixtures';

vi.mock('../../src/platform/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/platform/navigation')>()),
  back: vi.fn(),
}));

type Options = { success?: (r: object) => void; cancel?: (r: object) => void; fail?: (r: object) => void };

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const values = () => ({ name: input('Receiver name').value, phone: input('Phone').value, address: input('Detailed address').value });
const tap = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const status = () => screen.getAllByRole('status').flatMap((s) => [...s.children].map((line) => line.textContent ?? ''));
const SHANGHAI = {
  userName: '陈女士',
  telNumber: '+86 138 0013 8000',
  provinceName: '上海市',
  cityName: '上海市',
  countryName: '浦东新区',
  detailInfo: '世纪大道88号',
  postalCode: '200120',
  nationalCode: '310115',
};

beforeEach(() => resetPlatformForTests());
afterEach(() => {
  delete window.wx;
  vi.unstubAllGlobals();
  $addressDraft.set(null);
  $location.set(null);
});

/** A configured JS-SDK double whose address book answers with `answer`. */
async function wechat(answer: (o: Options) => void) {
  const wx = installFakeWx();
  await configure(sign);
  wx.openAddress.mockImplementation(answer);
  return wx;
}

describe("/address/edit: WeChat's address book", () => {
  it('has both ways at the top, above the fields', () => {
    mockApi({});
    renderScreen('/address/edit', AddressEdit);
    const order = [screen.getByRole('button', { name: 'WeChat address' }), input('Paste name, phone and address'), input('Receiver name')];
    for (let i = 1; i < order.length; i++) expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('fills receiver, phone (its 11 digits) and the address with a municipality named once; nothing is saved until Save', async () => {
    const api = mockApi({ 'POST /api/address/save': () => address(9, {}) });
    const wx = await wechat((o) => o.success?.(SHANGHAI));
    renderScreen('/address/edit', AddressEdit);
    type('Receiver name', 'Li Lei');
    await tap('WeChat address');
    await waitFor(() => expect(values()).toEqual({ name: '陈女士', phone: '13800138000', address: '上海市浦东新区世纪大道88号' }));
    expect(wx.openAddress).toHaveBeenCalledTimes(1);
    expect(status()).toContain('Filled in: please check, then tap Save');
    expect(api.calls).toHaveLength(0);
    type('Detailed address', '上海市浦东新区世纪大道88号 2楼'); // still the member's to correct
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({ name: '陈女士', phone: '13800138000', address: '上海市浦东新区世纪大道88号 2楼', isDefault: 0 });
  });

  it('a cancel in the address book changes nothing and says nothing', async () => {
    mockApi({});
    const wx = await wechat((o) => o.cancel?.({ errMsg: 'openAddress:cancel' }));
    renderScreen('/address/edit', AddressEdit);
    type('Receiver name', 'Li Lei');
    type('Phone', '13900139000');
    await tap('WeChat address');
    await waitFor(() => expect(wx.openAddress).toHaveBeenCalled());
    await settle();
    expect(values()).toEqual({ name: 'Li Lei', phone: '13900139000', address: '' });
    expect(status().join('')).toBe('');
    expect(toastText()).toBe('');
  });

  it('outside WeChat the button says at once that the address book is unavailable, and typing still works', async () => {
    mockApi({});
    renderScreen('/address/edit', AddressEdit);
    await tap('WeChat address');
    const button = screen.getByRole('button', { name: 'WeChat address' });
    const note = await screen.findByText("WeChat's address book is unavailable");
    expect(note.getAttribute('role')).toBe('status');
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
    type('Receiver name', 'Li Lei');
    expect(input('Receiver name').value).toBe('Li Lei');
  });

  it('without the permission (WeChat answers fail) it says the same, in place', async () => {
    mockApi({});
    await wechat((o) => o.fail?.({ errMsg: 'openAddress:permission denied' }));
    renderScreen('/address/edit', AddressEdit);
    await tap('WeChat address');
    expect(await screen.findByText("WeChat's address book is unavailable")).toBeTruthy();
    expect(toastText()).toBe('');
  });

  it('after a refused config it says so at once', async () => {
    mockApi({});
    installFakeWx({ configFails: true });
    await configure(sign).catch(() => undefined);
    renderScreen('/address/edit', AddressEdit);
    await tap('WeChat address');
    expect(await screen.findByText("WeChat's address book is unavailable")).toBeTruthy();
  });
});

describe('/address/edit: paste to fill', () => {
  const paste = (text: string) => fireEvent.change(input('Paste name, phone and address'), { target: { value: text } });

  it('fills the three fields from a pasted text, labels and separators left out', async () => {
    mockApi({});
    renderScreen('/address/edit', AddressEdit);
    paste('收货人：欧阳娜娜\n手机号码：+86 139-1234-5678\n所在地区：新疆维吾尔自治区 乌鲁木齐市 天山区\n详细地址：解放北路88号 3栋502室\n邮编：830000');
    await tap('Fill in');
    expect(values()).toEqual({ name: '欧阳娜娜', phone: '13912345678', address: '新疆维吾尔自治区乌鲁木齐市天山区解放北路88号3栋502室' });
    expect(status()).toContain('Filled in: please check, then tap Save');
  });

  it('a part it cannot find leaves that field as typed, and the member is told which', async () => {
    mockApi({});
    renderScreen('/address/edit', AddressEdit);
    type('Receiver name', 'Li Lei');
    paste('上海市浦东新区世纪大道88号 138 0013 8000');
    await tap('Fill in');
    expect(values()).toEqual({ name: 'Li Lei', phone: '13800138000', address: '上海市浦东新区世纪大道88号' });
    expect(status()).toEqual(['Filled in: please check, then tap Save', 'Not found in the text, left as it was: Receiver name']);
    paste('王芳收');
    await tap('Fill in');
    expect(values()).toEqual({ name: '王芳', phone: '13800138000', address: '上海市浦东新区世纪大道88号' });
    expect(status()).toEqual(['Filled in: please check, then tap Save', 'Not found in the text, left as it was: Phone and Detailed address']);
  });

  it('says when it found nothing, and when there is nothing pasted', async () => {
    mockApi({});
    renderScreen('/address/edit', AddressEdit);
    type('Receiver name', 'Li Lei');
    await tap('Fill in');
    expect(status()).toContain('Paste the text first');
    paste('谢谢');
    await tap('Fill in');
    expect(status()).toContain('No name, phone or address found in the text');
    expect(values()).toEqual({ name: 'Li Lei', phone: '', address: '' });
  });

  it("says in the field that a name or an address is over the server's limit, and cuts nothing", async () => {
    const api = mockApi({ 'POST /api/address/save': () => null });
    renderScreen('/address/edit', AddressEdit);
    const long = `上海市浦东新区${'世纪大道88号'.repeat(30)}`;
    paste(`张三 13800138000 ${long}`);
    await tap('Fill in');
    expect(input('Detailed address').value).toBe(long);
    expect(screen.getAllByText('Detailed address can be at most 200 characters').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls).toHaveLength(0);
  });
});
