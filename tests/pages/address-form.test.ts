import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fillFromText,
  fillFromWeChat,
  keepForExchange,
  lengthErrors,
  openForm,
  placeAnswered,
  placeText,
  validateAddress,
  withPlace,
} from '../../src/pages/address/address-form';
import { $addressSelect, $exchangeAddress } from '../../src/stores';
import { address, mockApi } from './fixtures';

const item = { id: 7, name: 'Li Lei', phone: '13800138000', address: '1 Egg Road', isDefault: 1 as const };
const empty = { name: '', phone: '', address: '', isDefault: 0 as const };
const PLACE = { poiname: 'Egg Shop', poiaddress: 'West Lake Rd 1' };

afterEach(() => {
  vi.unstubAllGlobals();
  $addressSelect.set(false);
  $exchangeAddress.set(null);
});

describe('the address form: what it opens with', () => {
  it('opens empty for a new address and prefilled for an existing one', () => {
    expect(openForm(null, null, null).form).toEqual(empty);
    expect(openForm(item, null, null).form).toEqual({ id: 7, name: 'Li Lei', phone: '13800138000', address: '1 Egg Road', isDefault: 1 });
  });

  it('opens with the draft of the same address (what was typed there last), with the place picked for it', () => {
    const draft = { id: 7, name: 'Han Meimei', phone: '1390', address: 'old', isDefault: 0 as const, pasted: '韩梅梅' };
    // 'old' was typed by hand: the place is asked about, not put over it.
    expect(openForm(item, draft, PLACE)).toEqual({ form: draft, placed: false, ask: PLACE });
    // Over an empty address it is in the form from the first frame, nothing to ask.
    expect(openForm(item, { ...draft, address: '' }, PLACE)).toEqual({
      form: { ...draft, address: 'West Lake Rd 1Egg Shop', place: 'West Lake Rd 1Egg Shop' },
      placed: true,
      ask: null,
    });
    expect(openForm(null, { ...draft, id: undefined }, null).form).toMatchObject({ name: 'Han Meimei', pasted: '韩梅梅' });
  });

  it("ignores a draft of another address, and a place picked for another address's form", () => {
    const draft = { id: 8, name: 'Other', phone: '', address: '', isDefault: 0 as const };
    expect(openForm(item, draft, PLACE)).toEqual({ form: openForm(item, null, null).form, placed: false, ask: null });
    expect(openForm(null, draft, PLACE)).toEqual({ form: empty, placed: false, ask: null });
  });

  it('a place picked after the draft was lost (storage wiped on the way through OAuth) still goes in a new address', () => {
    expect(openForm(null, null, PLACE)).toMatchObject({ form: { address: 'West Lake Rd 1Egg Shop' }, placed: true, ask: null });
    expect(openForm(item, null, PLACE)).toMatchObject({ form: { address: '1 Egg Road' }, placed: false, ask: null });
  });
});

describe('the address form: a place picked on the map', () => {
  it('fills an empty detailed address', () => {
    expect(withPlace(empty, PLACE)).toMatchObject({ address: 'West Lake Rd 1Egg Shop', place: 'West Lake Rd 1Egg Shop' });
    expect(placeText({ poiname: 'Egg Shop', poiaddress: '' })).toBe('Egg Shop');
  });

  it('replaces the place picked before and keeps what was typed after it (a building, a flat)', () => {
    const form = { ...empty, address: '上海市黄浦区人民大道120号人民广场 3号楼502室', place: '上海市黄浦区人民大道120号人民广场' };
    expect(withPlace(form, { poiname: '新世界城', poiaddress: '上海市黄浦区南京西路2号' })).toMatchObject({
      address: '上海市黄浦区南京西路2号新世界城 3号楼502室',
      place: '上海市黄浦区南京西路2号新世界城',
    });
  });

  it('does not replace an address typed by hand: the member is asked (replace, or keep both)', () => {
    const typed = { ...empty, address: '3号楼502室' };
    expect(withPlace(typed, PLACE)).toBeNull();
    expect(withPlace({ ...typed, place: 'Somewhere else' }, PLACE)).toBeNull();
    expect(placeAnswered(typed, PLACE, true)).toMatchObject({ address: 'West Lake Rd 1Egg Shop', place: 'West Lake Rd 1Egg Shop' });
    expect(placeAnswered(typed, PLACE, false)).toMatchObject({ address: 'West Lake Rd 1Egg Shop 3号楼502室', place: 'West Lake Rd 1Egg Shop' });
  });
});

describe("the address form: WeChat's address book", () => {
  const chosen = {
    userName: '张三',
    telNumber: '13800138000',
    provinceName: '广东省',
    cityName: '深圳市',
    countryName: '南山区',
    detailInfo: '科苑路15号3栋502室',
    postalCode: '518000',
  };

  it('fills receiver, phone and province + city + district + detail', () => {
    expect(fillFromWeChat(empty, chosen)).toEqual({ ...empty, name: '张三', phone: '13800138000', address: '广东省深圳市南山区科苑路15号3栋502室' });
  });

  it('names a municipality once: 上海市 + 上海市 + 浦东新区 + 世纪大道88号', () => {
    const form = fillFromWeChat(empty, { ...chosen, provinceName: '上海市', cityName: '上海市', countryName: '浦东新区', detailInfo: '世纪大道88号' });
    expect(form.address).toBe('上海市浦东新区世纪大道88号');
  });

  it('keeps the 11 digits of a phone WeChat holds with +86 or spaces', () => {
    for (const telNumber of ['+86 138 0013 8000', '138 0013 8000', '+8613800138000', '86-138-0013-8000'])
      expect(fillFromWeChat(empty, { ...chosen, telNumber }).phone, telNumber).toBe('13800138000');
  });

  it('replaces all three fields (a whole address), keeps the rest of the form, and forgets the picked place', () => {
    const form = { id: 7, name: 'Li Lei', phone: '13900139000', address: '人民广场 5楼', isDefault: 1 as const, place: '人民广场', pasted: 'x' };
    expect(fillFromWeChat(form, chosen)).toEqual({
      id: 7,
      isDefault: 1,
      pasted: 'x',
      name: '张三',
      phone: '13800138000',
      address: '广东省深圳市南山区科苑路15号3栋502室',
      place: undefined,
    });
  });

  it('reads oddly typed answers as empty, never as "undefined" or a crash', () => {
    expect(fillFromWeChat(empty, { userName: 12 as unknown as string, detailInfo: ' 世纪大道88号\n2楼 ' })).toMatchObject({
      name: '',
      phone: '',
      address: '世纪大道88号 2楼',
    });
  });
});

describe('the address form: a pasted text', () => {
  const typed = { ...empty, name: 'Li Lei', phone: '13900139000', address: '1 Egg Road' };

  it('replaces the parts it finds', () => {
    expect(fillFromText(typed, '张三 138 0013 8000 上海市浦东新区世纪大道88号')).toEqual({
      form: { ...empty, name: '张三', phone: '13800138000', address: '上海市浦东新区世纪大道88号', place: undefined },
      missing: [],
    });
  });

  it('leaves a field it finds nothing for as it was, and says which', () => {
    expect(fillFromText(typed, '上海市浦东新区世纪大道88号 13800138000')).toEqual({
      form: { ...typed, phone: '13800138000', address: '上海市浦东新区世纪大道88号', place: undefined },
      missing: ['name'],
    });
    expect(fillFromText(typed, '张三 138****8000')).toEqual({ form: { ...typed, name: '张三' }, missing: ['phone', 'address'] });
    expect(fillFromText(typed, '你好')).toEqual({ form: typed, missing: ['name', 'phone', 'address'] });
  });
});

describe('the address form: its checks', () => {
  it('checks receiver name, phone (required, then ^1[3-9]\\d{9}$) and detailed address', () => {
    expect(validateAddress({ name: '', phone: '', address: ' ', isDefault: 0 })).toEqual({
      name: 'validate.receiverRequired',
      phone: 'validate.phoneRequired',
      address: 'validate.addressRequired',
    });
    expect(validateAddress({ name: 'a', phone: '12800138000', address: 'b', isDefault: 0 })).toEqual({ phone: 'validate.phoneInvalid' });
    expect(validateAddress({ name: 'a', phone: '13800138000', address: 'b', isDefault: 0 })).toEqual({});
  });

  it('takes a phone typed with spaces or a country code as its 11 digits', () => {
    expect(validateAddress({ name: 'a', phone: '+86 138 0013 8000', address: 'b', isDefault: 0 })).toEqual({});
  });

  it("says when a name or an address is over the server's limit (30 and 200 characters), counting a Chinese character as one", () => {
    const ok = { name: '欧'.repeat(30), phone: '13800138000', address: '路'.repeat(200), isDefault: 0 as const };
    expect(lengthErrors(ok)).toEqual({});
    expect(validateAddress(ok)).toEqual({});
    const long = { ...ok, name: '欧'.repeat(31), address: '路'.repeat(201) };
    expect(lengthErrors(long)).toEqual({ name: 'validate.receiverTooLong', address: 'validate.addressTooLong' });
    expect(validateAddress(long)).toEqual({ name: 'validate.receiverTooLong', address: 'validate.addressTooLong' });
  });
});

describe('the address form: a save while an exchange chooses its address', () => {
  const body = { name: '张三', phone: '13800138000', address: '上海市浦东新区世纪大道88号', isDefault: 0 as const };

  it('makes a new address the exchange’s, from the answer', async () => {
    $addressSelect.set(true);
    await keepForExchange(body, address(9, body));
    expect($exchangeAddress.get()).toMatchObject({ id: 9, name: '张三' });
    expect($addressSelect.get()).toBe(true); // the list, if the member goes back to it, still chooses
  });

  it('finds the new address in the list when the server answers nothing', async () => {
    $addressSelect.set(true);
    const api = mockApi({ 'GET /api/address/list': () => [address(3, body), address(11, body), address(12, { ...body, name: 'Other' })] });
    await keepForExchange(body, null);
    expect(api.calls).toHaveLength(1);
    expect($exchangeAddress.get()).toMatchObject({ id: 11 });
  });

  it('keeps the address the exchange uses up to date when it is edited', async () => {
    $exchangeAddress.set(address(5, { name: 'Old' }));
    await keepForExchange({ ...body, id: 5 }, null);
    expect($exchangeAddress.get()).toMatchObject({ id: 5, name: '张三' });
  });

  it('does nothing when no exchange is choosing', async () => {
    const api = mockApi({});
    await keepForExchange(body, address(9, body));
    await keepForExchange({ ...body, id: 5 }, null);
    expect($exchangeAddress.get()).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
