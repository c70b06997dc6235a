import { describe, expect, it } from 'vitest';
import { initialForm, placeText, validateAddress } from '../../src/pages/address/address-form';

const item = { id: 7, name: 'Li Lei', phone: '13800138000', address: '1 Egg Road', isDefault: 1 as const };

describe('the address form', () => {
  it('opens empty for a new address and prefilled for an existing one', () => {
    expect(initialForm(null, null, null)).toEqual({ name: '', phone: '', address: '', isDefault: 0 });
    expect(initialForm(item, null, null)).toEqual({ id: 7, name: 'Li Lei', phone: '13800138000', address: '1 Egg Road', isDefault: 1 });
  });

  it('restores the draft of the same address with the chosen place filled in', () => {
    const draft = { id: 7, name: 'Han Meimei', phone: '1390', address: 'old', isDefault: 0 as const };
    expect(initialForm(item, draft, { poiname: 'Egg Shop', poiaddress: 'West Lake Rd 1' })).toEqual({
      ...draft,
      address: 'West Lake Rd 1Egg Shop',
    });
    expect(initialForm(item, draft, null)).toEqual(draft);
  });

  it('ignores a draft of another address', () => {
    const draft = { id: 8, name: 'Other', phone: '', address: '', isDefault: 0 as const };
    expect(initialForm(item, draft, { poiname: 'Egg Shop', poiaddress: '' }).name).toBe('Li Lei');
    expect(initialForm(null, draft, null).name).toBe('');
  });

  it('a place picked after the draft was lost (storage wiped on the way through OAuth) still fills a new address', () => {
    expect(initialForm(null, null, { poiname: 'Egg Shop', poiaddress: 'West Lake Rd 1' })).toEqual({
      name: '',
      phone: '',
      address: 'West Lake Rd 1Egg Shop',
      isDefault: 0,
    });
    expect(initialForm(item, null, { poiname: 'Egg Shop', poiaddress: '' }).address).toBe('1 Egg Road');
  });

  it('uses just the place name when the picker gave no address', () => {
    expect(placeText({ poiname: 'Egg Shop', poiaddress: '' })).toBe('Egg Shop');
  });

  it('checks receiver name, phone (required, then ^1[3-9]\\d{9}$) and detailed address', () => {
    expect(validateAddress({ name: '', phone: '', address: ' ', isDefault: 0 })).toEqual({
      name: 'validate.receiverRequired',
      phone: 'validate.phoneRequired',
      address: 'validate.addressRequired',
    });
    expect(validateAddress({ name: 'a', phone: '12800138000', address: 'b', isDefault: 0 })).toEqual({ phone: 'validate.phoneInvalid' });
    expect(validateAddress({ name: 'a', phone: '13800138000', address: 'b', isDefault: 0 })).toEqual({});
  });
});
