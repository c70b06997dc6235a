import { useEffect, useState } from 'react';
import { unbindCard } from '../../api/cards';
import type { Card } from '../../api/types';
import { formatCardNo } from '../../lib/format';
import { tierOf } from '../../lib/tier';
import { codeError } from '../../lib/validate';
import { t, type MessageKey } from '../../i18n';
import { smsKey, spendSmsKey } from '../../stores/sms';
import { Button } from '../../ui/button/Button';
import { Input } from '../../ui/field/Input';
import { Sheet } from '../../ui/sheet/Sheet';
import { toast } from '../../ui/toast/toast';
import { CodeField } from '../sms-code/CodeField';
import styles from './cards.module.css';

interface Props {
  /** The card to unbind; null: closed. */
  card: Card | null;
  onClose: () => void;
  /** After a successful unbind (the sheet is closed by the caller). */
  onUnbound: () => void;
}

/**
 * Spec §2 Cards: phone (read-only), SMS code with the countdown, unbind; §5 messages inline. The
 * key and the countdown are the phone's (stores/sms): closing and reopening the sheet keeps both.
 */
export function UnbindSheet({ card, onClose, onUnbound }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const phone = card ? card.bindPhone || card.phone : '';

  // Another card: start clean.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card number is the trigger, not a value read
  useEffect(() => {
    setCode('');
    setError(null);
  }, [card?.cardNo]);

  async function unbind() {
    if (!card) return;
    const key = smsKey(phone);
    const missing = codeError(code, key);
    setError(missing);
    if (missing) return;
    try {
      await unbindCard({ cardNo: card.cardNo, key, code: code.trim(), phone });
    } catch {
      return; // toasted; the code stays for another try
    }
    spendSmsKey(phone);
    toast.success(t('done.unbind'));
    onUnbound();
  }

  return (
    <Sheet open={!!card} onClose={onClose} title={t('cards.unbind')}>
      <div className={styles.sheet}>
        {/* A destructive action names its object (issue 30.3): which card, by number and tier. */}
        {card && <p className={styles.unbindWhich}>{t('cards.unbindWhich', { cardNo: formatCardNo(card.cardNo), tier: t(`tier.${tierOf(card.level)}`) })}</p>}
        <Input label={t('cards.phone')} value={phone} onChange={() => undefined} readOnly type="tel" name="phone" />
        <CodeField
          label={t('cards.code')}
          value={code}
          onChange={(v) => {
            setCode(v);
            setError(null);
          }}
          phone={phone}
          onSent={() => setError(null)}
          error={error && t(error)}
          placeholder={t('bind.codePlaceholder')}
        />
        <Button variant="danger" block onClick={unbind}>
          {t('cards.unbindAction')}
        </Button>
      </div>
    </Sheet>
  );
}
