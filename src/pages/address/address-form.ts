/** The address form's values, where they start from, and its checks (spec §5). */
import type { Address, LocationPick } from '../../api/types';
import type { MessageKey } from '../../i18n';
import { phoneError } from '../../lib/validate';
import type { AddressDraft } from '../../stores/drafts';

export type AddressForm = AddressDraft;
export type AddressErrors = Partial<Record<'name' | 'phone' | 'address', MessageKey>>;

const empty: AddressForm = { name: '', phone: '', address: '', isDefault: 0 };

/** 'poiaddress + poiname', or just the name when the picker gave no address. */
export function placeText(place: LocationPick): string {
  return place.poiaddress ? `${place.poiaddress}${place.poiname}` : place.poiname;
}

/**
 * What the form opens with: the draft left before /map when it belongs to the same address (same id,
 * or both new), with the chosen place filled in; otherwise the item being edited; otherwise empty, with
 * a chosen place filled in (the draft was lost with wiped storage, the place picked since is not).
 */
export function initialForm(item: Address | null, draft: AddressDraft | null, place: LocationPick | null): AddressForm {
  const id = item?.id || undefined;
  const fromItem: AddressForm = item
    ? { id, name: item.name ?? '', phone: item.phone ?? '', address: item.address ?? '', isDefault: item.isDefault === 1 ? 1 : 0 }
    : { ...empty };
  if (!draft && !item && place?.poiname) return { ...empty, address: placeText(place) };
  if (!draft || (draft.id || undefined) !== id) return fromItem;
  const form: AddressForm = { ...draft, id, isDefault: draft.isDefault === 1 ? 1 : 0 };
  if (place?.poiname) form.address = placeText(place);
  return form;
}

/**
 * The detailed address is one line of text however it was typed: it wraps in a multi-line box (a
 * picked place plus a flat number stays in view), but a Return or a pasted line break becomes a space.
 */
export function oneLine(text: string): string {
  return text.replace(/[ \t]*[\r\n]+[ \t]*/g, ' ');
}

export function validateAddress(form: AddressForm): AddressErrors {
  const errors: AddressErrors = {};
  if (!form.name.trim()) errors.name = 'validate.receiverRequired';
  const phone = phoneError(form.phone);
  if (phone) errors.phone = phone;
  if (!form.address.trim()) errors.address = 'validate.addressRequired';
  return errors;
}
