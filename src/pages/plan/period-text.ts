import { t, type MessageKey } from '../../i18n';

/** 'every week' / 'every two weeks' / 'every four weeks'; the raw type for anything unknown. */
export const periodText = (type: unknown): string =>
  type === 'ONE_WEEK' || type === 'TWO_WEEK' || type === 'FOUR_WEEK' ? t(`period.${type}` as MessageKey) : typeof type === 'string' ? type : '';
