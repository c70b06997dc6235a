/**
 * What the submit button may promise about the express fee (spec §2, §9: 'pay and submit' when the
 * fee is above 0, otherwise 'submit'), including while the fee is not known (issue 29 point 5).
 */

/** Where a costs question stands for the inputs on screen now. */
export type Costs<T> =
  /** nothing to ask: the exchange is not valid yet, so submitting only says what is missing */
  | { status: 'none' }
  /** asked, or about to be; `last` is the answer for earlier inputs, shown meanwhile */
  | { status: 'asking'; last: T | null }
  | { status: 'known'; value: T }
  /** the question failed: unknown until it is asked again */
  | { status: 'failed' };

/** The express fee's question (a plan's costs read as its fee). */
export type Fee = Costs<number>;

export function feeOf<T>(costs: Costs<T>, fee: (value: T) => number): Fee {
  if (costs.status === 'known') return { status: 'known', value: fee(costs.value) };
  if (costs.status === 'asking') return { status: 'asking', last: costs.last === null ? null : fee(costs.last) };
  return costs;
}

/** The answer to show: the known one, or while asking the last one (no flicker); null otherwise. */
export const shownCosts = <T>(costs: Costs<T>): T | null => (costs.status === 'known' ? costs.value : costs.status === 'asking' ? costs.last : null);

export type SubmitLabel = 'common.paySubmit' | 'common.submit';

/**
 * The submit button's words. A known fee above 0: 'pay and submit'; a known 0: 'submit'. A fee not
 * known (failed, or asked for the first time) never reads as free: 'pay and submit', since paying may
 * follow. While new inputs are priced the last answer's words stay, and the tap checks them
 * (mayProceed). Nothing to price (not valid yet): 'submit', whose tap only says what is missing.
 */
export function submitLabel(fee: Fee): SubmitLabel {
  const known = fee.status === 'known' ? fee.value : fee.status === 'asking' ? fee.last : null;
  if (fee.status === 'none' || (known !== null && known <= 0)) return 'common.submit';
  return 'common.paySubmit';
}

/**
 * Whether a tap on the button reading `label` goes on to submit. `feeNow` gets the fee of the
 * exchange as it stands at the tap (known already, or asked for now); null when there is nothing to
 * price. No fee, no submitting: the fee line says it is unknown. A 'submit' tap whose fee turns out
 * above 0 stops too: the button now reads 'pay and submit' and the member taps again, having seen it.
 */
export async function mayProceed(label: SubmitLabel, feeNow: (() => Promise<number>) | null): Promise<boolean> {
  if (!feeNow) return true;
  let fee: number;
  try {
    fee = await feeNow();
  } catch {
    return false;
  }
  return label === 'common.paySubmit' || fee <= 0;
}
