import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { phoneError } from '../../lib/validate';
import { giveCard, readCard } from '../../api/cards';
import type { Card } from '../../api/types';
import { back, usePageState } from '../../platform/navigation';
import { t, type MessageKey } from '../../i18n';
import { $avatar, $nickname } from '../../stores';
import { Button } from '../../ui/button/Button';
import { Input } from '../../ui/field/Input';
import { MemberCard } from '../../ui/member-card/MemberCard';
import { MissingItem } from '../../ui/missing-item/MissingItem';
import { Screen } from '../../ui/screen/Screen';
import { toast } from '../../ui/toast/toast';
import { ShareMask } from './ShareMask';
import styles from './share.module.css';

function GiftForm({ card }: { card: Card }) {
  const name = useStore($nickname);
  const avatar = useStore($avatar);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [masked, setMasked] = useState(false);

  async function share() {
    const found = phoneError(phone);
    setError(found);
    if (found) return;
    let gift: Awaited<ReturnType<typeof giveCard>>;
    try {
      gift = await giveCard(card.cardNo, phone.trim());
    } catch {
      return; // toasted by the client; the phone stays
    }
    try {
      const platform = await import('../../platform/wechat');
      await platform.setShare({ title: gift.title, desc: gift.description, link: gift.url, imgUrl: gift.iconUrl });
    } catch (failure) {
      // Outside WeChat (or a bad signature) there is no share menu to point at.
      toast.fail(failure instanceof Error && failure.message ? failure.message : t('platform.configFailed'));
      return;
    }
    setMasked(true);
  }

  return (
    <Screen
      title={t('share.title')}
      back={back}
      footer={
        <Button variant="primary" block onClick={share}>
          {t('share.submit')}
        </Button>
      }
    >
      <div className={styles.body}>
        <MemberCard avatar={avatar} name={name} cardNo={card.cardNo} validTime={card.validTime} level={card.level} eggs={card.eggNumber} />
        <p className={styles.explain}>{t('share.explain')}</p>
        <div className={styles.form}>
          <Input
            label={t('share.phone')}
            value={phone}
            onChange={(v) => {
              setPhone(v);
              setError(null);
            }}
            type="tel"
            maxLength={11}
            name="phone"
            placeholder={t('bind.phonePlaceholder')}
            error={error && t(error)}
          />
        </div>
      </div>
      {masked && <ShareMask onClose={() => setMasked(false)} />}
    </Screen>
  );
}

export default function Share() {
  const card = usePageState('card', readCard);
  if (card) return <GiftForm card={card} />;
  return <MissingItem title={t('share.title')} text={t('share.noCard')} back={back} />;
}
