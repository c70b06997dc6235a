/**
 * Spec §4's order and plan states as tones the member can tell apart at a glance: 0 pending payment
 * asks for action (warning), 1 in progress is under way (info), 3 completed is done (success), 2
 * cancelled is over (neutral); pages/fulfilment's CSS gives each tone its colour token.
 */
export type StateTone = 'pending' | 'active' | 'cancelled' | 'done';

const TONES: readonly StateTone[] = ['pending', 'active', 'cancelled', 'done'];

/** The tone of an order or plan state; null for a state the spec does not name. */
export const stateTone = (state: unknown): StateTone | null => (typeof state === 'number' ? (TONES[state] ?? null) : null);
