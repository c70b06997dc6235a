import { useState } from 'react';
import { login } from '../../api/wechat';
import { replace } from '../../platform/navigation';
import { t } from '../../i18n';
import { signIn } from '../../stores';
import { memberId } from '../../lib/member-id';
import { Button } from '../../ui/button/Button';
import { Input } from '../../ui/field/Input';
import { Screen } from '../../ui/screen/Screen';
import styles from './login.module.css';

/** A member of the reference backend's seed. */
export const SAMPLE_ACCOUNT = 'demo-member';

/** Debug login (development builds only): an account id instead of WeChat's OAuth. */
export default function Login() {
  const [account, setAccount] = useState(SAMPLE_ACCOUNT);
  const [error, setError] = useState(false);

  async function submit() {
    const openId = account.trim();
    setError(!openId);
    if (!openId) return;
    try {
      signIn(await login(openId), memberId(openId));
    } catch {
      return; // toasted by the client; the account stays
    }
    replace('/');
  }

  return (
    <Screen title={t('login.title')}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <div className={styles.fields}>
          <Input
            label={t('login.account')}
            value={account}
            onChange={(v) => {
              setAccount(v);
              setError(false);
            }}
            name="account"
            autoComplete="username"
            error={error ? t('validate.accountRequired') : undefined}
          />
        </div>
        <Button variant="primary" block type="submit" onClick={submit}>
          {t('login.submit')}
        </Button>
      </form>
    </Screen>
  );
}
