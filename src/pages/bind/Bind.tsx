import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { bindCard, getCardInfo } from '../../api/cards';
import { text } from '../../api/decode';
import type { CardInfo } from '../../api/types';
import { landingParam } from '../../platform/landing';
import { back, replace, usePageState } from '../../platform/navigation';
import { codeError, phoneError } from '../../lib/validate';
import { t, type MessageKey } from '../../i18n';
import { $avatar, $nickname } from '../../stores';
import { lastSmsPhone, smsKey, spendSmsKey } from '../../stores/sms';
import { Button } from '../../ui/button/Button';
import { Empty } from '../../ui/empty/Empty';
import { Field } from '../../ui/field/Field';
import { Input } from '../../ui/field/Input';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { MemberCard, MemberCardSkeleton } from '../../ui/member-card/MemberCard';
import { Screen } from '../../ui/screen/Screen';
import { toast } from '../../ui/toast/toast';
import { scanToBind } from '../scan/scan-to-bind';
import { CodeField } from '../sms-code/CodeField';
import { CannotBind } from './CannotBind';
import { cardRefused } from './card-refusal';
import styles from './bind.module.css';

type Errors = { phone?: MessageKey | null; code?: MessageKey | null };

/** The card number: navigation state, else the landing address's `state` (a gift or card link through OAuth). */
function useCardNo(): string {
  const fromState = usePageState('cardNo', text)?.trim() || '';
  const fromLanding = fromState ? '' : landingParam('state')?.trim() || '';
  useEffect(() => {
    // Boot strips `state` from the address: this entry keeps the number, so a reload still has it.
    if (fromLanding) replace('/bind', { cardNo: fromLanding });
  }, [fromLanding]);
  return fromState || fromLanding;
}

function BindForm({ cardNo }: { cardNo: string }) {
  const nickname = useStore($nickname);
  const avatar = useStore($avatar);
  // No toast: a refused card and a failed load each have their message on the page.
  const info = useAsync(() => getCardInfo(cardNo, { toast: false }), [cardNo]);
  // A reload keeps the phone a code was just sent to (its key and countdown are in stores/sms).
  const [phone, setPhone] = useState(lastSmsPhone);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const card: CardInfo | undefined = info.data;
  const refused = cardRefused(info);
  const canBind = info.status === 'success' && !refused;
  // A gifted card binds only with the phone it was gifted to: shown, not edited.
  const phoneFixed = !!card?.canBind && !!card.specifiedCard && !!card.cardPhone;

  useEffect(() => {
    // A gifted card binds only with the phone it was gifted to.
    if (info.status === 'success' && card?.canBind && card.specifiedCard && card.cardPhone) setPhone(card.cardPhone);
  }, [info.status, card]);

  function checkPhone(): boolean {
    const error = phoneError(phone);
    setErrors((e) => ({ ...e, phone: error }));
    return !error;
  }

  async function bind() {
    if (!canBind) return;
    const key = smsKey(phone);
    const found = { phone: phoneError(phone), code: codeError(code, key) };
    setErrors(found);
    if (found.phone || found.code) return;
    try {
      await bindCard({ cardNo, key, phone: phone.trim(), code: code.trim() });
    } catch {
      return; // toasted; the phone and code stay
    }
    spendSmsKey(phone);
    toast.success(t('done.bind'));
    replace('/');
  }

  return (
    <Screen
      title={t('bind.title')}
      back={back}
      footer={
        <Button variant="primary" block disabled={!canBind} onClick={bind}>
          {t('bind.submit')}
        </Button>
      }
    >
      <div className={styles.body}>
        {refused ? (
          <CannotBind cardNo={card?.cardNo || cardNo} onScan={scanToBind} />
        ) : (
          <LoadState state={info} skeleton={<MemberCardSkeleton action={false} />} onRetry={() => void info.reload()}>
            {(data) => (
              <MemberCard avatar={avatar} name={nickname} cardNo={data.cardNo || cardNo} validTime={data.validTime} level={data.level} eggs={data.eggNumber} />
            )}
          </LoadState>
        )}
        <div className={styles.form}>
          <Field label={t('bind.phone')} error={errors.phone && t(errors.phone)} readOnly={phoneFixed}>
            <Input
              value={phone}
              onChange={(v) => {
                setPhone(v);
                setErrors((e) => ({ ...e, phone: null }));
              }}
              type="tel"
              maxLength={11}
              name="phone"
              autoComplete="tel"
              placeholder={t('bind.phonePlaceholder')}
              readOnly={phoneFixed}
              disabled={refused}
            />
          </Field>
          <CodeField
            label={t('bind.code')}
            value={code}
            onChange={(v) => {
              setCode(v);
              setErrors((e) => ({ ...e, code: null }));
            }}
            phone={phone}
            canSend={checkPhone}
            onSent={() => setErrors((e) => ({ ...e, code: null }))}
            error={errors.code && t(errors.code)}
            placeholder={t('bind.codePlaceholder')}
            disabled={refused}
          />
        </div>
      </div>
    </Screen>
  );
}

export default function Bind() {
  const cardNo = useCardNo();
  if (cardNo) return <BindForm key={cardNo} cardNo={cardNo} />;
  return (
    <Screen title={t('bind.title')} back={back}>
      <Empty
        text={t('bind.noCardNo')}
        action={
          <Button variant="primary" onClick={scanToBind}>
            {t('home.scanToBind')}
          </Button>
        }
      />
    </Screen>
  );
}
