export * from './session';
export * from './exchange';
export * from './drafts';
