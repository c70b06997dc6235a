import { ApiError } from '../../api/client';
import type { CardInfo } from '../../api/types';
import type { AsyncState } from '../../ui/load-state/use-async';

/**
 * Answers of GET /api/card/info that say the card itself cannot be bound, so asking again cannot
 * help: the reference backend's unknown number (`not.found`) and a number it cannot read
 * (`param.invalid`). Timeouts, network and server errors, and any other refusal, keep the retry.
 */
const CARD_REFUSALS = ['not.found', 'param.invalid'];

/** Spec §5 'this card has been bound or is invalid': canBind false, or a card the server does not know. */
export function cardRefused(info: AsyncState<CardInfo>): boolean {
  if (info.status === 'success') return !info.data.canBind;
  if (info.status === 'error') return info.error instanceof ApiError && info.error.kind === 'business' && CARD_REFUSALS.includes(info.error.code ?? '');
  return false;
}
