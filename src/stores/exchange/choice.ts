/**
 * The address and card chosen for an exchange, under spec §3's storage keys (card-select, swap-card,
 * address-select, swap-address). Small and API-free: /address, /card and the exchange screens use it;
 * signing out forgets it (on the phone too, loaded or not: stores/session.ts).
 */
import type { Address, Card } from '../../api/types';
import { isObject } from '../../api/decode';
import { flagAtom, jsonAtom } from '../persist';
import { onForgetMember } from '../session';

const isCard = (v: unknown): v is Card | null => v === null || (isObject(v) && typeof v.id === 'number' && typeof v.cardNo === 'string');
const isAddress = (v: unknown): v is Address | null => v === null || (isObject(v) && typeof v.id === 'number' && typeof v.address === 'string');

/** Set while /card is open to choose the card for an exchange. */
export const $cardSelect = flagAtom('card-select');
/** The card chosen for the exchange (storage key 'swap-card'). */
export const $exchangeCard = jsonAtom<Card | null>('swap-card', null, isCard);
/** Set while /address is open to choose the address for an exchange. */
export const $addressSelect = flagAtom('address-select');
/** The address chosen for the exchange (storage key 'swap-address'). */
export const $exchangeAddress = jsonAtom<Address | null>('swap-address', null, isAddress);

/** Opens /card in choose mode (the caller navigates). */
export function startChoosingCard(): void {
  $cardSelect.set(true);
}

/** Stores the chosen card and leaves choose mode. */
export function chooseCard(card: Card): void {
  $exchangeCard.set(card);
  $cardSelect.set(false);
}

export function startChoosingAddress(): void {
  $addressSelect.set(true);
}

export function chooseAddress(address: Address): void {
  $exchangeAddress.set(address);
  $addressSelect.set(false);
}

/**
 * Back on an exchange screen, /address and /card no longer choose for it: a member who came back
 * without picking would otherwise find those lists still in choose mode later.
 */
export function leaveChooseMode(): void {
  $addressSelect.set(false);
  $cardSelect.set(false);
}

/** Nothing chosen, nor being chosen: a new exchange, or signing out. */
export function clearChoices(): void {
  $exchangeCard.set(null);
  $exchangeAddress.set(null);
  leaveChooseMode();
}

onForgetMember(clearChoices);
