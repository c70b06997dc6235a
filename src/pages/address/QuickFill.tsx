import { useId, useState } from 'react';
import { t, type MessageKey } from '../../i18n';
import type { WxAddress } from '../../platform/wechat';
import { Button } from '../../ui/button/Button';
import { TextArea } from '../../ui/field/TextArea';
import { ADDRESS_FIELDS, fillFromText, fillFromWeChat, type AddressField, type AddressForm } from './address-form';
import styles from './address.module.css';

const LABELS: Record<AddressField, MessageKey> = { name: 'address.name', phone: 'address.phone', address: 'address.detail' };

/** 'A, B and C' in the language the page is in (i18n sets the document's lang). */
function listed(words: string[]): string {
  const ListFormat = (Intl as unknown as { ListFormat?: new (lang: string) => { format(list: string[]): string } }).ListFormat;
  return ListFormat ? new ListFormat(document.documentElement.lang || 'en').format(words) : words.join(', ');
}

export interface QuickFillProps {
  /** What is in the paste box (kept with the draft). */
  pasted: string;
  onPasted: (text: string) => void;
  /** The form as it is now (read at tap time: a fill lands on the latest typing). */
  current: () => AddressForm;
  /** The form with `fields` filled. */
  onFill: (next: AddressForm, fields: readonly AddressField[]) => void;
}

/**
 * The two ways to an address in one tap, above the fields: WeChat's address book, and a pasted text.
 * What they fill is only typed into the form; nothing is saved until Save.
 */
export function QuickFill({ pasted, onPasted, current, onFill }: QuickFillProps) {
  const noteId = useId();
  const [unavailable, setUnavailable] = useState(false);
  const [said, setSaid] = useState<{ lines: string[]; warn: boolean } | null>(null);

  const fromWeChat = async () => {
    let chosen: WxAddress | null;
    try {
      chosen = await (await import('../../platform/wechat')).openAddress();
    } catch {
      setUnavailable(true); // said beside the button; typing and pasting still work
      return;
    }
    setUnavailable(false);
    if (!chosen) return; // cancelled: nothing changes, nothing is said
    onFill(fillFromWeChat(current(), chosen), ADDRESS_FIELDS);
    setSaid({ lines: [t('address.filled')], warn: false });
  };

  const fromText = () => {
    if (!pasted.trim()) return setSaid({ lines: [t('address.pasteFirst')], warn: true });
    const { form, missing } = fillFromText(current(), pasted);
    if (missing.length === ADDRESS_FIELDS.length) return setSaid({ lines: [t('address.nothingFound')], warn: true });
    onFill(
      form,
      ADDRESS_FIELDS.filter((field) => !missing.includes(field)),
    );
    const notFound = missing.length ? [t('address.notFound', { parts: listed(missing.map((field) => t(LABELS[field]))) })] : [];
    setSaid({ lines: [t('address.filled'), ...notFound], warn: missing.length > 0 });
  };

  // The status lines stay in the page, empty until there is something to say: a live region there from the start is heard.
  return (
    <div className={styles.quick}>
      <div>
        <Button block onClick={fromWeChat} aria-describedby={unavailable ? noteId : undefined} className={unavailable ? styles.off : undefined}>
          <svg className={styles.wechat} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M9.5 4C5.4 4 2 6.8 2 10.2c0 1.9 1 3.6 2.7 4.7L4 17.5l2.9-1.5c.8.2 1.7.4 2.6.4h.4a5.5 5.5 0 0 1-.2-1.4C9.7 11.6 12.8 9 16.7 9h.4C16.4 6.1 13.3 4 9.5 4Z"
              fill="currentColor"
            />
            <path d="M22 14.9c0-2.8-2.7-5-6-5s-6 2.2-6 5 2.7 5 6 5c.7 0 1.4-.1 2-.3l2.3 1.2-.6-2c1.4-.9 2.3-2.3 2.3-3.9Z" fill="currentColor" />
          </svg>
          {t('address.wechat')}
        </Button>
        <p id={noteId} className={styles.note} role="status">
          {unavailable ? t('address.wechatUnavailable') : ''}
        </p>
      </div>
      <TextArea label={t('address.paste')} name="pasted" rows={2} value={pasted} onChange={onPasted} />
      <div>
        <Button block onClick={fromText}>
          {t('address.fillIn')}
        </Button>
        <p className={said?.warn ? `${styles.said} ${styles.warn}` : styles.said} role="status">
          {said?.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
      </div>
    </div>
  );
}
