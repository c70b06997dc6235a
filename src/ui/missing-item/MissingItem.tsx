import { t } from '../../i18n';
import { Button } from '../button/Button';
import { Empty } from '../empty/Empty';
import { Screen } from '../screen/Screen';

export interface MissingItemProps {
  /** The screen's own title. */
  title: string;
  /** What is missing and what to do, e.g. 'no card was chosen, please go back and choose one'. */
  text: string;
  /** Pages pass `back` (src/platform/navigation). */
  back: () => void;
}

/**
 * A screen opened without the item it shows (a bookmark, a shared link, state from an older app):
 * it says so and offers the way back, never a blank screen.
 */
export function MissingItem({ title, text, back }: MissingItemProps) {
  return (
    <Screen title={title} back={back}>
      <Empty
        text={text}
        action={
          <Button variant="primary" onClick={back}>
            {t('app.back')}
          </Button>
        }
      />
    </Screen>
  );
}
