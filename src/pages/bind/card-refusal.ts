import { ApiError } from '../../api/client';
import type { CardInfo } from '../../api/types';
import type { AsyncState } from '../../ui/load-state/use-async';

/**
 * Whether GET /api/card/info refused the card itself, so asking again cannot help: any answer in
 * the envelope with success false (the reference backend's 404 `not.found` or 400 `param.invalid`,
 * and a backend that reports an unknown card with HTTP 200 and codes of its own, which spec §8 does
 * not list) — except a failure that may pass: a server error (5xx, `server.error`) or a rate limit
 * (429). Timeouts, network errors and unreadable answers are not refusals and keep the retry too.
 */
function refusedByServer(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'business') return false;
  const status = error.status ?? 200;
  return status < 500 && status !== 429 && status !== 408 && error.code !== 'server.error';
}

/** Spec §5 'this card has been bound or is invalid': canBind false, or a card the server refused. */
export function cardRefused(info: AsyncState<CardInfo>): boolean {
  if (info.status === 'success') return !info.data.canBind;
  if (info.status === 'error') return refusedByServer(info.error);
  return false;
}
