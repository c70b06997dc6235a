import { stateTone, type StateTone } from '../../lib/state-tone';
import { stateText } from './state-text';
import styles from './fulfilment.module.css';

/** One path a tone, drawn in currentColor: a clock, a moving arrow, a cross, a tick. */
const PATHS: Record<StateTone, string> = {
  pending: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  active: 'M4 12h13M13 7l5 5-5 5',
  cancelled: 'M7 7l10 10M17 7 7 17',
  done: 'M5 12.5l4.5 4.5L19 7',
};

/** An order or plan state (spec §4): its words, with a colour and an icon of its tone. */
export function StateTag({ state, className }: { state: unknown; className?: string }) {
  const tone = stateTone(state);
  return (
    <span className={`${styles.state}${className ? ` ${className}` : ''}`} data-tone={tone ?? undefined}>
      {tone && (
        <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
          <path d={PATHS[tone]} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      {stateText(state)}
    </span>
  );
}
