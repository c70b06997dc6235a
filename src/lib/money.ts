/** Prices and fees (spec §9: 2 decimals, in yuan). */

/** A fee or price with 2 decimals: 8 → '8.00'; not a number → '0.00'. */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n.toFixed(2) : '0.00';
}
