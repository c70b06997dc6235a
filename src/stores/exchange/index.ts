/**
 * The exchange (spec §2 "Exchange product" /swap/card, "Exchange voucher" /swap/voucher): what the
 * member chose and typed, the rules that make it a valid request, its costs and its submission.
 * The screens render this and call its verbs; paying and saying how it went stays with them.
 *
 * Storage keys are spec §3's: card-select, swap-card, address-select, swap-address; the draft adds
 * swap-draft so a trip to /address or /card, or a reload, loses nothing typed.
 */
export * from './choice';
export * from './draft';
export * from './fee';
export * from './quantity';
export * from './rules';
export * from './server';
export * from './place';
