/**
 * An exchange from the submit tap to its last word (issue 30.3): create the order or plan, pay it
 * when the server says so, and say both facts once, in order — it is placed, and it is paid or not
 * paid yet — after the payment has ended, never a payment's word replaced at once by 'submit successful'.
 */
import type { MessageKey } from '../../i18n';
import { confirmPayment, paidAnyway, UNCONFIRMED_WORDS } from '../confirm';
import { pay, type PaymentEnd } from '../payment';
import type { ExchangeKind } from './draft';
import type { ExchangeBasics } from './rules';
import { submitExchange, type SubmitOutcome } from './server';

/**
 * What an exchange placed, and how its payment ended (null: the server asked for none; 'ok' only once
 * the server read it paid, 'unconfirmed' when WeChat said ok and the server had not within the bound).
 */
export interface Placed {
  created: 'order' | 'plan';
  id: number;
  payment: PaymentEnd | 'unconfirmed' | null;
}

export type PlaceOutcome = Exclude<SubmitOutcome, { created: unknown }> | Placed;

/**
 * Submits the exchange and pays what it created when the answer says pay. A refusal of the pay call
 * is said in the last word, not toasted on its own. After WeChat's answer, `confirming` is called and
 * the server asked (stores/confirm.ts): after ok until it reads the payment; after cancel or fail once
 * or twice, a payment it reads all the same being paid (issue 46.1). Rejects as submitExchange does
 * (the client has said why; nothing was created) or on an ended session.
 */
export async function placeExchange(kind: ExchangeKind, id: number, basics: ExchangeBasics, confirming?: () => void): Promise<PlaceOutcome> {
  const outcome = await submitExchange(kind, id, basics);
  if (!('created' in outcome)) return outcome;
  const { created } = outcome;
  let payment: Placed['payment'] = outcome.pay ? await pay(created, outcome.id, { toast: false }) : null;
  if (payment === 'ok' || payment === 'cancel' || payment === 'fail') {
    confirming?.();
    if (payment === 'ok') payment = (await confirmPayment(created, outcome.id)) ? 'ok' : 'unconfirmed';
    else if (await paidAnyway(created, outcome.id)) payment = 'ok';
  }
  return { created, id: outcome.id, payment };
}

/** The last word of a placed exchange: one toast, and the list where the new order or plan is first. */
export interface PlacedWords {
  tone: 'success' | 'info' | 'fail';
  text: MessageKey;
  to: '/order' | '/plan';
}

/**
 * Paid or free: 'submit successful' (with 'transaction payment succeeded' when it was paid). Not paid:
 * 'submit successful', 'transaction payment failed', and that it waits for payment at the top of the
 * list, whose row opens it with its pay button; a cancel on purpose is information, any other end a failure.
 */
export function placedWords({ created, payment }: Placed): PlacedWords {
  const to = created === 'order' ? '/order' : '/plan';
  if (payment === null) return { tone: 'success', text: 'done.submit', to };
  if (payment === 'ok') return { tone: 'success', text: 'exchange.placedPaid', to };
  // Placed, and paid in WeChat: the list shows it as confirming payment, with no pay button.
  if (payment === 'unconfirmed') return { tone: 'info', text: UNCONFIRMED_WORDS[created], to };
  return {
    tone: payment === 'cancel' ? 'info' : 'fail',
    text: created === 'order' ? 'exchange.placedUnpaid' : 'exchange.placedUnpaidPlan',
    to,
  };
}
