import type { Address, Card } from '../api/types';
import { flagAtom, isObject, jsonAtom } from './persist';

const isCard = (v: unknown): v is Card | null =>
  v === null || (isObject(v) && typeof v.id === 'number' && typeof v.cardNo === 'string');
const isAddress = (v: unknown): v is Address | null =>
  v === null || (isObject(v) && typeof v.id === 'number' && typeof v.address === 'string');

/** Set while /card is open to choose the card for an exchange. */
export const $cardSelect = flagAtom('card-select');
/** The card chosen for the exchange. */
export const $swapCard = jsonAtom<Card | null>('swap-card', null, isCard);
/** Set while /address is open to choose the address for an exchange. */
export const $addressSelect = flagAtom('address-select');
/** The address chosen for the exchange. */
export const $swapAddress = jsonAtom<Address | null>('swap-address', null, isAddress);

/** Opens /card in choose mode (the caller navigates). */
export function startChoosingCard(): void {
  $cardSelect.set(true);
}

/** Stores the chosen card and leaves choose mode. */
export function chooseCard(card: Card): void {
  $swapCard.set(card);
  $cardSelect.set(false);
}

export function startChoosingAddress(): void {
  $addressSelect.set(true);
}

export function chooseAddress(address: Address): void {
  $swapAddress.set(address);
  $addressSelect.set(false);
}

/** A new exchange starts with nothing chosen (spec §2 Products). */
export function clearExchangeChoices(): void {
  $swapCard.set(null);
  $swapAddress.set(null);
  $cardSelect.set(false);
  $addressSelect.set(false);
}

export function resetSelections(): void {
  clearExchangeChoices();
}
