/**
 * What the submit button may promise about the express fee (spec §2, §9: 'pay and submit' when the
 * fee is above 0, otherwise 'submit'), including while the fee is not known (issue 29 point 5).
 */

/** Where a costs question stands for the inputs on screen now. */
export interface Costs<T> {
  /**
   * none: nothing to ask (the exchange is not valid yet, so submitting only says what is missing);
   * asking: asked, or about to be; known; failed: unknown until it is asked again.
   */
  status: 'none' | 'asking' | 'known' | 'failed';
  /** The answer when known; while asking, the one for earlier inputs (shown meanwhile, no flicker) if any. */
  value: T | null;
}

/** The express fee's question (a plan's costs read as its fee). */
export type Fee = Costs<number>;

export const feeOf = <T>({ status, value }: Costs<T>, fee: (value: T) => number): Fee => ({ status, value: value === null ? null : fee(value) });

export type SubmitLabel = 'common.paySubmit' | 'common.submit';

/**
 * The submit button's words. A known fee above 0: 'pay and submit'; a known 0: 'submit'. A fee not
 * known (failed, or asked for the first time) never reads as free: 'pay and submit', since paying may
 * follow. While new inputs are priced the last answer's words stay, and the tap checks them
 * (mayProceed). Nothing to price (not valid yet): 'submit', whose tap only says what is missing.
 */
export function submitLabel({ status, value }: Fee): SubmitLabel {
  // A failed question has no value (useCosts), so it never reads as free.
  return status === 'none' || (value !== null && value <= 0) ? 'common.submit' : 'common.paySubmit';
}

/**
 * Whether a tap on the button reading `label` goes on to submit. Nothing to price: yes (submitting
 * says what is missing). Otherwise once `feeNow` has the fee of the inputs on screen (known already,
 * or asked for now): no fee, no submitting (the fee line says it is unknown); a 'submit' tap whose
 * fee turns out above 0 stops too: the button now reads 'pay and submit' and the member taps again.
 */
export const mayProceed = async (label: SubmitLabel, fee: Fee, feeNow: () => Promise<number>): Promise<boolean> =>
  fee.status === 'none' ||
  feeNow().then(
    (value) => label === 'common.paySubmit' || value <= 0,
    () => false,
  );
