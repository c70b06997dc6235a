import { go } from '../../platform/navigation';
import { t } from '../../i18n';
import { cardNoFromScan } from '../../lib/scan';
import { toast } from '../../ui/toast/toast';

/**
 * Scans a card's code and opens /bind with its number (home and /card). A cancelled scan does
 * nothing; a code that is not a card gets 'scan.unrecognised'; outside WeChat, the adapter's reason.
 */
export function scanToBind(): Promise<void> {
  // One scan per tap, whatever button started it.
  scanning ??= scanOnce().finally(() => (scanning = null));
  return scanning;
}

let scanning: Promise<void> | null = null;

async function scanOnce(): Promise<void> {
  let result: string;
  try {
    const platform = await import('../../platform/wechat');
    result = await platform.scan();
  } catch (error) {
    if ((error as { reason?: string }).reason !== 'cancelled') {
      toast.fail(error instanceof Error && error.message ? error.message : t('platform.scanFailed'));
    }
    return;
  }
  const cardNo = cardNoFromScan(result);
  if (cardNo) go('/bind', { cardNo });
  else toast.fail(t('scan.unrecognised'));
}
