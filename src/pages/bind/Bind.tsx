import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { bindCard, getCardInfo } from '../../api/cards';
import { sendSms } from '../../api/sms';
import type { CardInfo } from '../../api/types';
import { landingParam } from '../../platform/landing';
import { back, replace, usePageState } from '../../app/navigation';
import { t, type MessageKey } from '../../i18n';
import { $avatar, $nickname } from '../../stores';
import { Button } from '../../ui/button/Button';
import { Empty } from '../../ui/empty/Empty';
import { Field } from '../../ui/field/Field';
import { Input } from '../../ui/field/Input';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { MemberCard } from '../../ui/member-card/MemberCard';
import { Page } from '../../ui/page/Page';
import { Skeleton } from '../../ui/skeleton/Skeleton';
import { toast } from '../../ui/toast/toast';
import { scanToBind } from '../home/scan-to-bind';
import { CodeField } from './CodeField';
import { codeError, phoneError } from './phone-code';
import styles from './bind.module.css';

type Errors = { phone?: MessageKey | null; code?: MessageKey | null };

/** The card number: navigation state, else the landing address's `state` (a gift or card link through OAuth). */
function useCardNo(): string {
  const state = usePageState<{ cardNo?: unknown }>();
  const fromState = typeof state?.cardNo === 'string' ? state.cardNo.trim() : '';
  return fromState || landingParam('state')?.trim() || '';
}

function BindForm({ cardNo }: { cardNo: string }) {
  const nickname = useStore($nickname);
  const avatar = useStore($avatar);
  const info = useAsync(() => getCardInfo(cardNo), [cardNo]);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const card: CardInfo | undefined = info.data;
  const canBind = info.status === 'success' && !!card?.canBind;

  useEffect(() => {
    if (info.status !== 'success' || !card) return;
    if (!card.canBind) toast.fail(t('bind.cannotBind'));
    // A gifted card binds only with the phone it was gifted to.
    else if (card.specifiedCard && card.cardPhone) setPhone(card.cardPhone);
  }, [info.status, card]);

  async function send(): Promise<boolean> {
    const error = phoneError(phone);
    setErrors((e) => ({ ...e, phone: error }));
    if (error) return false;
    try {
      setKey(await sendSms(phone.trim()));
      return true;
    } catch {
      return false; // toasted by the client
    }
  }

  async function bind() {
    if (!canBind) return;
    const found = { phone: phoneError(phone), code: codeError(code, key) };
    setErrors(found);
    if (found.phone || found.code) return;
    try {
      await bindCard({ cardNo, key, phone: phone.trim(), code: code.trim() });
    } catch {
      return; // toasted; the phone and code stay
    }
    toast.success(t('done.bind'));
    replace('/');
  }

  return (
    <Page
      title={t('bind.title')}
      back={back}
      footer={
        <Button variant="primary" block disabled={!canBind} onClick={bind}>
          {t('bind.submit')}
        </Button>
      }
    >
      <div className={styles.body}>
        <LoadState state={info} skeleton={<Skeleton card lines={0} />} onRetry={() => void info.reload()}>
          {(data) => (
            <MemberCard avatar={avatar} name={nickname} cardNo={data.cardNo || cardNo} validTime={data.validTime} level={data.level} eggs={data.eggNumber} />
          )}
        </LoadState>
        <div className={styles.form}>
          <Field label={t('bind.phone')} error={errors.phone && t(errors.phone)}>
            <Input
              value={phone}
              onChange={(v) => {
                setPhone(v);
                setKey(''); // a key belongs to the phone it was sent to
                setErrors((e) => ({ ...e, phone: null }));
              }}
              type="tel"
              maxLength={11}
              name="phone"
              autoComplete="tel"
              placeholder={t('bind.phonePlaceholder')}
              readOnly={!!card?.specifiedCard && !!card.cardPhone}
            />
          </Field>
          <CodeField
            label={t('bind.code')}
            value={code}
            onChange={(v) => {
              setCode(v);
              setErrors((e) => ({ ...e, code: null }));
            }}
            onSend={send}
            error={errors.code && t(errors.code)}
            placeholder={t('bind.codePlaceholder')}
          />
        </div>
      </div>
    </Page>
  );
}

export default function Bind() {
  const cardNo = useCardNo();
  if (cardNo) return <BindForm key={cardNo} cardNo={cardNo} />;
  return (
    <Page title={t('bind.title')} back={back}>
      <Empty
        text={t('bind.noCardNo')}
        action={
          <Button variant="primary" onClick={scanToBind}>
            {t('home.scanToBind')}
          </Button>
        }
      />
    </Page>
  );
}
