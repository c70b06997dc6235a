import { t, type MessageKey } from '../../i18n';

/** 'pending payment' / 'in progress' / 'cancelled' / 'completed' (spec §4); '' for anything else. */
export const stateText = (state: unknown): string => (state === 0 || state === 1 || state === 2 || state === 3 ? t(`state.${state}` as MessageKey) : '');
