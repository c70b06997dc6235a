import type { LocationPick } from '../api/types';
import { isObject } from '../api/decode';
import { jsonAtom } from './persist';
import { onForgetMember } from './session';

/** The address form as last typed, kept until it is saved: the member may leave it (/map, back, the app closed) and come back. */
export interface AddressDraft {
  id?: number;
  name: string;
  phone: string;
  address: string;
  isDefault: 0 | 1;
  /** The picked place the address starts with: a new pick replaces it and keeps what follows. */
  place?: string;
  /** What is in the paste box. */
  pasted?: string;
}

const isDraft = (v: unknown): v is AddressDraft | null =>
  v === null || (isObject(v) && typeof v.name === 'string' && typeof v.phone === 'string' && typeof v.address === 'string');
const isPick = (v: unknown): v is LocationPick | null => v === null || (isObject(v) && typeof v.poiname === 'string');

/** Storage key 'address': the address form draft. */
export const $addressDraft = jsonAtom<AddressDraft | null>('address', null, isDraft);
/** Storage key 'location': the place chosen on /map. */
export const $location = jsonAtom<LocationPick | null>('location', null, isPick);

export function saveAddressDraft(draft: AddressDraft): void {
  $addressDraft.set({ ...draft });
}

export function choosePlace(pick: LocationPick): void {
  $location.set({ poiname: pick.poiname, poiaddress: pick.poiaddress ?? '' });
}

/** After the form is saved (or abandoned): forget the draft and the picked place. */
export function clearAddressDraft(): void {
  $addressDraft.set(null);
  $location.set(null);
}

// Another member signing in, or signing out: the form's draft goes with the member (loaded with the form, not the first visit).
onForgetMember(clearAddressDraft);
