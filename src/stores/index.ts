export * from './session';
export * from './exchange/choice';
export * from './drafts';
export * from './network';
export { clearLastKnown, isFresh, lastKnown } from './last-known';
