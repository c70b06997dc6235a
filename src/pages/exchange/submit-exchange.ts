import { replace } from '../../platform/navigation';
import { t } from '../../i18n';
import { placeExchange, placedWords, type ExchangeBasics, type ExchangeKind, type PlaceOutcome } from '../../stores/exchange';
import { toast } from '../../ui/toast/toast';
import { onScreen } from '../payment/pay';

/** Long enough to read two facts. */
const PLACED_TOAST_MS = 3500;

/**
 * The submit button of an exchange screen: the store places and pays (stores/exchange/place.ts); this
 * says why not (a card short of eggs is the card block's to say), or says the store's last word once
 * and opens the list with the new order or plan first — only for a member still on the exchange: one
 * who went elsewhere while the payment was confirmed reads the word where they are (issue 46.3).
 */
export async function submitAndPay(kind: ExchangeKind, id: number, basics: ExchangeBasics): Promise<void> {
  const here = onScreen();
  let outcome: PlaceOutcome;
  try {
    // Between WeChat's answer and the server's word: 'confirming payment…' (issue 32.2), then the last word.
    outcome = await placeExchange(kind, id, basics, () => toast.loading(t('pay.confirming')));
  } catch {
    return; // the client has toasted why; everything entered stays as it is for another try
  }
  if ('error' in outcome) return void toast.fail(t(outcome.error));
  if ('lacksEggs' in outcome) return; // the card block says so, with its change button beside it
  const words = placedWords(outcome);
  toast[words.tone](t(words.text), words.text === 'done.submit' ? undefined : PLACED_TOAST_MS);
  if (here()) replace(words.to);
}
