import { useState } from 'react';
import { back } from '../../platform/navigation';
import { t } from '../../i18n';
import { Button } from '../../ui/button/Button';
import { ask } from '../../ui/dialog/ask';
import { CountdownButton } from '../../ui/countdown-button/CountdownButton';
import { DatePicker } from '../../ui/date-picker/DatePicker';
import { Field } from '../../ui/field/Field';
import { Input } from '../../ui/field/Input';
import { TextArea } from '../../ui/field/TextArea';
import { Screen } from '../../ui/screen/Screen';
import { Picker } from '../../ui/picker/Picker';
import { Sheet } from '../../ui/sheet/Sheet';
import { Stepper } from '../../ui/stepper/Stepper';
import { Switch } from '../../ui/switch/Switch';
import { toast } from '../../ui/toast/toast';
import { Empty } from '../../ui/empty/Empty';
import { Grid, GridItem } from '../../ui/grid/Grid';
import { List, ListItem } from '../../ui/list/List';
import { MemberCard } from '../../ui/member-card/MemberCard';
import { Loading, Skeleton } from '../../ui/skeleton/Skeleton';
import { PictureSwiper } from '../../ui/swiper/PictureSwiper';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Development only, never routed (the route table holds spec §2 paths only): the form and overlay
 * half of the kit in its states, for eyes and screenshots. To look at it, serve a scratch HTML page
 * with `npx vite` that loads the catalog (`await loadLang('en')`) and renders this component
 * next to <ToastHost/> and <DialogHost/>; add `?lang=zh` handling to see Chinese.
 */
export default function KitGallery() {
  const [phone, setPhone] = useState('1380013');
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('鸡蛋🥚 please ring twice');
  const [qty, setQty] = useState(1);
  const [date, setDate] = useState<number | null>(null);
  const [period, setPeriod] = useState('');
  const [isDefault, setDefault] = useState(true);
  const [sheet, setSheet] = useState(false);
  const min = Date.now() + 86_400_000;
  const periods = [
    { value: '', label: t('period.none') },
    { value: 'ONE_WEEK', label: t('period.ONE_WEEK') },
    { value: 'TWO_WEEK', label: t('period.TWO_WEEK') },
    { value: 'FOUR_WEEK', label: t('period.FOUR_WEEK') },
  ];

  return (
    <Screen
      title="UI kit"
      back={back}
      footer={
        <>
          <Button onClick={() => wait(1500)}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={() => wait(1500)}>
            {t('common.paySubmit')}
          </Button>
        </>
      }
    >
      <Input label={t('bind.phone')} type="tel" value={phone} onChange={setPhone} placeholder={t('bind.phonePlaceholder')} error={t('validate.phoneInvalid')} />
      <Field
        label={t('bind.code')}
        extra={
          <CountdownButton
            onSend={async () => {
              await wait(500);
              return true;
            }}
          />
        }
      >
        <Input type="digit" value={code} onChange={setCode} placeholder={t('bind.codePlaceholder')} maxLength={6} />
      </Field>
      <Input label="amount" type="number" min={1} max={99} value={amount} onChange={setAmount} placeholder="1–99" />
      <Field label={t('exchange.quantity')}>
        <Stepper label={t('exchange.quantity')} value={qty} onChange={setQty} />
      </Field>
      <DatePicker label={t('exchange.shipDate')} value={date} onChange={setDate} min={min} placeholder={t('exchange.chooseDate')} />
      <DatePicker label={t('exchange.endDate')} value={min + 7 * 86_400_000} onChange={() => undefined} min={min} />
      <Picker label={t('exchange.period')} value={period} options={periods} onChange={setPeriod} />
      <TextArea label={t('exchange.remark')} value={remark} onChange={setRemark} maxLength={50} placeholder={t('exchange.remarkPlaceholder')} />
      <Switch label={t('address.setDefault')} checked={isDefault} onChange={setDefault} />
      <Switch label="off" checked={false} onChange={() => undefined} />
      <DisplayHalf />

      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 16 }}>
        <Button variant="primary">primary</Button>
        <Button>default</Button>
        <Button variant="danger">danger</Button>
        <Button variant="primary" loading>
          loading
        </Button>
        <Button disabled>disabled</Button>
        <Button size="sm">small</Button>
        <Button block variant="primary" onClick={() => setSheet(true)}>
          open sheet
        </Button>
        <Button block onClick={async () => toast.info(String(await ask(t('order.confirmCancel'))))}>
          ask
        </Button>
        <Button size="sm" onClick={() => void toast.success(t('done.submit'))}>
          success
        </Button>
        <Button size="sm" onClick={() => void toast.fail(t('validate.quantityMin'))}>
          fail
        </Button>
        <Button size="sm" onClick={() => void toast.loading(t('app.loading'), 2000)}>
          loading
        </Button>
      </div>

      <Sheet open={sheet} onClose={() => setSheet(false)} title={t('exchange.period')}>
        <Picker label={t('exchange.period')} value={period} options={periods} onChange={setPeriod} />
        <p style={{ padding: '12px 0' }}>{t('exchange.planSummary', { n: 4, first: '2026-12-01', last: '2026-12-22' })}</p>
        <Button block variant="primary" onClick={() => setSheet(false)}>
          {t('common.confirm')}
        </Button>
      </Sheet>
    </Screen>
  );
}

/** The display and list half: cards by tier, shortcuts, rows, empty, skeleton, pictures. */
function DisplayHalf() {
  const card = { name: 'Li Lei', cardNo: '8866000000000101', validTime: '2027-03-01 12:00:00' };
  return (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      <MemberCard {...card} level={3} eggs={128} shipEggs={{ href: '#/product' }} />
      <MemberCard {...card} level={2} avatar="/oss/missing.png" compact />
      <MemberCard {...card} level={1} compact />
      <Grid aria-label="shortcuts">
        <GridItem icon="▣" label={t('home.cards')} count={3} onClick={() => undefined} />
        <GridItem icon="◎" label={t('home.combos')} onClick={() => undefined} />
        <GridItem icon="◇" label={t('home.vouchers')} count={12} href="#/voucher" />
      </Grid>
      <List header="list">
        <ListItem title={t('home.orders')} onClick={() => undefined} />
        <ListItem title={t('home.plans')} description={t('period.ONE_WEEK')} extra="2" onClick={() => undefined} />
        <ListItem title={t('order.phone')} extra="138****0000" />
      </List>
      <PictureSwiper pictures={['egg-1.jpg', 'egg-2.jpg', 'egg-3.jpg']} alt="eggs" ratio={16 / 9} />
      <PictureSwiper pictures={[]} alt="eggs" ratio={16 / 9} />
      <Empty text={t('order.empty')} />
      <Skeleton avatar />
      <Loading />
    </div>
  );
}
