export * from './session';
export * from './selection';
export * from './drafts';
export * from './swap';
