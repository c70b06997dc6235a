/**
 * The address form's rules: its values and where they start from, what WeChat's address book, a
 * pasted text and a map pick put in them, its checks (spec §5 and the server's limits), and what a
 * saved address means for an exchange being chosen for. The form's chunk carries them, not the first visit's.
 */
import { listAddresses } from '../../api/addresses';
import type { Address, LocationPick, SaveAddressBody } from '../../api/types';
import type { MessageKey } from '../../i18n';
import { ADDRESS_MAX, joinRegion, parseAddressText, RECEIVER_MAX } from '../../lib/address-text';
import { phoneDigits, phoneError } from '../../lib/validate';
import type { WxAddress } from '../../platform/wechat';
import { $addressSelect, $exchangeAddress, type AddressDraft } from '../../stores';

export type AddressForm = AddressDraft;
export type AddressField = 'name' | 'phone' | 'address';
export type AddressErrors = Partial<Record<AddressField, MessageKey>>;
export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'phone', 'address'];
/** Each field's limit, for its message ({max}). */
export const LIMITS: Partial<Record<AddressField, number>> = { name: RECEIVER_MAX, address: ADDRESS_MAX };

const empty: AddressForm = { name: '', phone: '', address: '', isDefault: 0 };

/** 'poiaddress + poiname', or just the name when the picker gave no address. */
export function placeText(place: LocationPick): string {
  return place.poiaddress ? `${place.poiaddress}${place.poiname}` : place.poiname;
}

/**
 * What the form opens with. The draft (what was typed here last, kept until Save) when it belongs to
 * the same address (same id, or both new); otherwise the item being edited; otherwise empty. A place
 * picked on /map belongs to the draft's form, or to a new address when the draft was lost with wiped
 * storage: it is in the form from the first frame (`placed`) unless it would replace an address typed
 * by hand, when it comes back as `ask`, for the member to answer.
 */
export function openForm(
  item: Address | null,
  draft: AddressDraft | null,
  place: LocationPick | null,
): { form: AddressForm; placed: boolean; ask: LocationPick | null } {
  const opened = openedForm(item, draft, place);
  const next = opened.place && withPlace(opened.form, opened.place);
  return next ? { form: next, placed: true, ask: null } : { form: opened.form, placed: false, ask: opened.place };
}

function openedForm(item: Address | null, draft: AddressDraft | null, place: LocationPick | null): { form: AddressForm; place: LocationPick | null } {
  const id = item?.id || undefined;
  const picked = place?.poiname ? place : null;
  if (draft && (draft.id || undefined) === id) return { form: { ...draft, id, isDefault: draft.isDefault === 1 ? 1 : 0 }, place: picked };
  if (!item) return { form: { ...empty }, place: draft ? null : picked };
  return { form: { id, name: item.name ?? '', phone: item.phone ?? '', address: item.address ?? '', isDefault: item.isDefault === 1 ? 1 : 0 }, place: null };
}

/**
 * The detailed address is one line of text however it was typed: it wraps in a multi-line box (a
 * picked place plus a flat number stays in view), but a Return or a pasted line break becomes a space.
 */
export function oneLine(text: string): string {
  return text.replace(/[ \t]*[\r\n]+[ \t]*/g, ' ');
}

/**
 * A picked place in the detailed address, keeping what was typed after the last picked place (a
 * building, a flat number). Null when the address was typed by hand: the member is asked first.
 */
export function withPlace(form: AddressForm, place: LocationPick): AddressForm | null {
  const text = placeText(place);
  if (!form.address.trim()) return { ...form, address: text, place: text };
  if (form.place && form.address.startsWith(form.place)) return { ...form, address: text + form.address.slice(form.place.length), place: text };
  return null;
}

/** The member's answer for a hand-typed address: the place instead of it, or the place before it. */
export function placeAnswered(form: AddressForm, place: LocationPick, replace: boolean): AddressForm {
  const text = placeText(place);
  return { ...form, address: replace ? text : `${text} ${form.address.trim()}`, place: text };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An address chosen in WeChat's book is a whole address: it replaces the three fields. */
export function fillFromWeChat(form: AddressForm, chosen: WxAddress): AddressForm {
  const region = [text(chosen.provinceName), text(chosen.cityName), text(chosen.countryName)];
  return {
    ...form,
    name: text(chosen.userName),
    phone: phoneDigits(text(chosen.telNumber)),
    address: oneLine(joinRegion(region, text(chosen.detailInfo))),
    place: undefined,
  };
}

/** A pasted text: each part found replaces its field; a part not found leaves its field as it was. */
export function fillFromText(form: AddressForm, pasted: string): { form: AddressForm; missing: AddressField[] } {
  const found = parseAddressText(pasted);
  const next = { ...form };
  if (found.name) next.name = found.name;
  if (found.phone) next.phone = found.phone;
  if (found.address) {
    next.address = oneLine(found.address);
    next.place = undefined;
  }
  return { form: next, missing: ADDRESS_FIELDS.filter((field) => !found[field]) };
}

const tooLong = (value: string, max: number) => [...value.trim()].length > max;

/** The server's limits, said under the field: nothing is cut. */
export function lengthErrors(form: AddressForm): AddressErrors {
  const errors: AddressErrors = {};
  if (tooLong(form.name, RECEIVER_MAX)) errors.name = 'validate.receiverTooLong';
  if (tooLong(form.address, ADDRESS_MAX)) errors.address = 'validate.addressTooLong';
  return errors;
}

export function validateAddress(form: AddressForm): AddressErrors {
  const errors: AddressErrors = lengthErrors(form);
  if (!form.name.trim()) errors.name = 'validate.receiverRequired';
  const phone = phoneError(phoneDigits(form.phone));
  if (phone) errors.phone = phone;
  if (!form.address.trim()) errors.address = 'validate.addressRequired';
  return errors;
}

/**
 * The address just saved, as the server keeps it: its answer when it sends the address back, else
 * the newest of the member's addresses with these words (spec §7 shows no answer for a save).
 */
async function savedAddress(body: SaveAddressBody, answer: Address | null): Promise<Address | null> {
  if (answer) return answer;
  if (body.id) return { ...body, id: body.id };
  const list = await listAddresses().catch(() => []);
  return list.filter((a) => a.name === body.name && a.phone === body.phone && a.address === body.address).sort((a, b) => b.id - a.id)[0] ?? null;
}

/**
 * After a save, for an exchange being chosen for: a new address is the one it uses now (the list,
 * when that is where the member goes back to, still chooses); the address it uses, edited, is kept
 * as edited. Nothing to do otherwise.
 */
export async function keepForExchange(body: SaveAddressBody, answer: Address | null): Promise<void> {
  const forExchange = body.id ? $exchangeAddress.get()?.id === body.id : $addressSelect.get();
  if (!forExchange) return;
  const saved = await savedAddress(body, answer);
  if (saved) $exchangeAddress.set(saved);
}
