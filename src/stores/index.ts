export * from './session';
export * from './exchange/choice';
export * from './drafts';
