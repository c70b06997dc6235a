import { t } from '../../i18n';
import { stateTone } from '../../lib/state-tone';
import { stateText } from './state-text';
import styles from './fulfilment.module.css';

/** An order or plan state (spec §4): its words, with a colour and an icon of its tone (the icon is CSS: fulfilment.module.css). */
export function StateTag({ state, className, confirming }: { state: unknown; className?: string; confirming?: boolean }) {
  const tone = stateTone(state);
  return (
    <span className={`${styles.state}${className ? ` ${className}` : ''}`} data-tone={tone ?? undefined}>
      {confirming ? t('pay.confirming') : stateText(state)}
    </span>
  );
}
