import { useEffect, useRef, useState } from 'react';
import { readAddress, saveAddress } from '../../api/addresses';
import type { Address } from '../../api/types';
import { back, go, usePageState } from '../../platform/navigation';
import { t } from '../../i18n';
import { phoneDigits } from '../../lib/validate';
import { $addressDraft, $location, clearAddressDraft, saveAddressDraft } from '../../stores';
import { Button } from '../../ui/button/Button';
import { ask } from '../../ui/dialog/ask';
import { Field } from '../../ui/field/Field';
import { Input } from '../../ui/field/Input';
import { TextArea } from '../../ui/field/TextArea';
import { Screen } from '../../ui/screen/Screen';
import { Switch } from '../../ui/switch/Switch';
import { toast } from '../../ui/toast/toast';
import {
  keepForExchange,
  lengthErrors,
  LIMITS,
  oneLine,
  openForm,
  placeAnswered,
  placeText,
  validateAddress,
  type AddressErrors,
  type AddressField,
  type AddressForm,
} from './address-form';
import { QuickFill } from './QuickFill';
import styles from './address.module.css';

export default function AddressEdit() {
  const item = usePageState('item', readAddress);
  const [opened] = useState(() => openForm(item, $addressDraft.get(), $location.get()));
  const [form, setForm] = useState<AddressForm>(opened.form);
  // What the member typed last, before any re-render: a tap reads it, not what was last shown.
  const latest = useRef(form);
  const [errors, setErrors] = useState<AddressErrors>({});

  // Every edit is kept as the draft at once: the member may leave (back, the app closed) and come back.
  const change = (next: AddressForm) => {
    latest.current = next;
    setForm(next);
    saveAddressDraft(next);
  };
  const set = <K extends keyof AddressForm>(key: K, value: AddressForm[K]) => {
    change({ ...latest.current, [key]: value });
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  // Filled fields lose their old messages; one over the server's limit says so (nothing is cut).
  const filled = (next: AddressForm, fields: readonly AddressField[]) => {
    change(next);
    const limits = lengthErrors(next);
    setErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((field) => [field, limits[field]])) }));
  };

  // A place picked on /map goes in once: in the first frame (openForm), or after asking when it would replace an address typed by hand.
  const arrived = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival from /map (the pick is consumed)
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    $location.set(null);
    if (opened.placed) return filled(latest.current, ['address']); // kept as the draft; a place over the limit says so
    const place = opened.ask;
    if (!place) return;
    // A task later: the navigation back from /map has ended by then, and it closes questions.
    setTimeout(() =>
      ask(t('address.placeAsk', { place: placeText(place) }), { yesText: t('address.placeReplace'), closeText: t('address.placeKeep') }).then((replace) =>
        filled(placeAnswered(latest.current, place, replace), ['address']),
      ),
    );
  }, []);

  const openMap = () => {
    saveAddressDraft(latest.current);
    go('/map');
  };

  const save = async () => {
    const now = latest.current;
    const found = validateAddress(now);
    setErrors(found);
    // The messages show under their fields (a centred toast would cover the form).
    if (found.name || found.phone || found.address) return;
    const body = { id: now.id, name: now.name.trim(), phone: phoneDigits(now.phone.trim()), address: now.address.trim(), isDefault: now.isDefault };
    let answer: Address | null;
    try {
      answer = await saveAddress(body);
    } catch {
      return; // toasted by the client; the member's input stays
    }
    await keepForExchange(body, answer);
    clearAddressDraft();
    toast.success(t('done.saved'));
    back();
  };

  const error = (field: AddressField) => errors[field] && t(errors[field]!, { max: LIMITS[field] ?? 0 });

  return (
    <Screen
      title={form.id ? t('address.editTitle') : t('address.addTitle')}
      back={back}
      footer={
        <Button variant="primary" block onClick={save}>
          {t('address.save')}
        </Button>
      }
    >
      <QuickFill pasted={form.pasted ?? ''} onPasted={(text) => set('pasted', text)} current={() => latest.current} onFill={filled} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        <input type="hidden" name="id" value={form.id ?? ''} />
        <Input
          label={t('address.name')}
          name="name"
          value={form.name}
          onChange={(v) => set('name', v)}
          placeholder={t('address.namePlaceholder')}
          error={error('name')}
        />
        <Input
          label={t('address.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          value={form.phone}
          onChange={(v) => set('phone', v)}
          placeholder={t('bind.phonePlaceholder')}
          error={error('phone')}
        />
        <Field
          label={t('address.detail')}
          error={error('address')}
          extra={
            <button type="button" className={styles.mapButton} onClick={openMap} aria-label={t('address.map')} title={t('address.map')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  d="M12 21s-6.5-6.1-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.9 12 21 12 21Z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinejoin="round"
                />
                <circle cx="12" cy="9.8" r="2.4" fill="currentColor" />
              </svg>
            </button>
          }
        >
          <TextArea
            name="address"
            rows={2}
            enterKeyHint="done"
            error={error('address')}
            value={form.address}
            onChange={(v) => set('address', oneLine(v))}
            placeholder={t('address.detailPlaceholder')}
          />
        </Field>
      </form>
      <div className={styles.group}>
        <Switch checked={form.isDefault === 1} onChange={(on) => set('isDefault', on ? 1 : 0)} label={t('address.setDefault')} />
      </div>
    </Screen>
  );
}
