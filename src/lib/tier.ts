/** A membership card's tier (spec §4), which styles the card. */
export type Tier = 'svip' | 'vip' | 'default';

/** Card level to tier (spec §4): 3 → svip, 2 → vip, anything else → default. */
export const tierOf = (level: unknown): Tier => {
  const n = Number(level); // 3 or '3': backends send the level either way
  return n === 3 ? 'svip' : n === 2 ? 'vip' : 'default';
};
