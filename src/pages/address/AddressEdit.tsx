import { useEffect, useState } from 'react';
import { readAddress, saveAddress } from '../../api/addresses';
import { back, go, usePageState } from '../../platform/navigation';
import { t } from '../../i18n';
import { $addressDraft, $location, clearAddressDraft, saveAddressDraft } from '../../stores';
import { Button } from '../../ui/button/Button';
import { Field } from '../../ui/field/Field';
import { Input } from '../../ui/field/Input';
import { TextArea } from '../../ui/field/TextArea';
import { Page } from '../../ui/page/Page';
import { Switch } from '../../ui/switch/Switch';
import { toast } from '../../ui/toast/toast';
import { initialForm, oneLine, validateAddress, type AddressErrors, type AddressForm } from './address-form';
import styles from './address.module.css';

export default function AddressEdit() {
  const item = usePageState('item', readAddress);
  const [form, setForm] = useState<AddressForm>(() => initialForm(item, $addressDraft.get(), $location.get()));
  const [errors, setErrors] = useState<AddressErrors>({});

  // The draft and the place are consumed once restored: a later, unrelated form starts clean.
  useEffect(() => {
    clearAddressDraft();
  }, []);

  const set = <K extends keyof AddressForm>(key: K, value: AddressForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const openMap = () => {
    saveAddressDraft(form);
    go('/map');
  };

  const save = async () => {
    const found = validateAddress(form);
    setErrors(found);
    // The messages show under their fields (a centred toast would cover the form).
    if (found.name || found.phone || found.address) return;
    try {
      await saveAddress({
        id: form.id,
        name: form.name.trim(),
        phone: form.phone.trim(),
        address: form.address.trim(),
        isDefault: form.isDefault,
      });
    } catch {
      return; // toasted by the client; the member's input stays
    }
    clearAddressDraft();
    toast.success(t('done.saved'));
    back();
  };

  return (
    <Page
      title={form.id ? t('address.editTitle') : t('address.addTitle')}
      back={back}
      footer={
        <Button variant="primary" block onClick={save}>
          {t('address.save')}
        </Button>
      }
    >
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
          error={errors.name && t(errors.name)}
        />
        <Input
          label={t('address.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          maxLength={11}
          value={form.phone}
          onChange={(v) => set('phone', v)}
          placeholder={t('bind.phonePlaceholder')}
          error={errors.phone && t(errors.phone)}
        />
        <Field
          label={t('address.detail')}
          error={errors.address && t(errors.address)}
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
            error={errors.address && t(errors.address)}
            value={form.address}
            onChange={(v) => set('address', oneLine(v))}
            placeholder={t('address.detailPlaceholder')}
          />
        </Field>
      </form>
      <div className={styles.group}>
        <Switch checked={form.isDefault === 1} onChange={(on) => set('isDefault', on ? 1 : 0)} label={t('address.setDefault')} />
      </div>
    </Page>
  );
}
