/**
 * The quantity of an exchange, its bounds and the clamp every edit goes through. Spec §5 clamps
 * number inputs to their min and max; §2 gives the quantity no upper bound, but the reference
 * server refuses more than 999 a delivery (server/api/lib/delivery.ts MAX_PRODUCT_NUMBER, a test
 * keeps the two equal). Clamping in the store, not only in the stepper, keeps a draft stored by an
 * older build, or any other caller, from sending a quantity the server refuses by its field name.
 */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;

/** A whole quantity within [QUANTITY_MIN, QUANTITY_MAX]; what cannot be read is the minimum. */
export function clampQuantity(n: number): number {
  return Number.isFinite(n) ? Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.floor(n))) : QUANTITY_MIN;
}
