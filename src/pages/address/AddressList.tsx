import { useStore } from '@nanostores/react';
import { ADDRESSES, listAddresses } from '../../api/addresses';
import type { Address } from '../../api/types';
import { back, go } from '../../platform/navigation';
import { t } from '../../i18n';
import { $addressSelect, $exchangeAddress, $online, chooseAddress, lastKnown } from '../../stores';
import { Button } from '../../ui/button/Button';
import { Empty } from '../../ui/empty/Empty';
import { LoadState } from '../../ui/load-state/LoadState';
import { useAsync } from '../../ui/load-state/use-async';
import { Screen } from '../../ui/screen/Screen';
import { Skeleton } from '../../ui/skeleton/Skeleton';
import styles from './address.module.css';

/** `chosen`: choosing for an exchange, whether this is the address it uses now; undefined when not choosing. */
function AddressRow({ address, chosen }: { address: Address; chosen: boolean | undefined }) {
  const selecting = chosen !== undefined;
  const edit = () => go('/address/edit', { item: address });
  // Choosing for an exchange: the row picks; otherwise the row edits, like the icon.
  const tap = () => {
    if (selecting) {
      chooseAddress(address);
      back();
    } else edit();
  };
  return (
    <li className={styles.item}>
      <button type="button" className={styles.main} onClick={tap} aria-current={chosen || undefined}>
        <span className={styles.who}>
          <span className={styles.name}>{address.name}</span>
          <span className={styles.phone}>{address.phone}</span>
          {address.isDefault === 1 && <span className={styles.badge}>{t('common.default')}</span>}
        </span>
        <span className={styles.address}>{address.address}</span>
        {chosen && <span className={styles.check} aria-hidden="true" />}
      </button>
      <button type="button" className={styles.edit} onClick={edit} aria-label={`${t('common.edit')} ${address.name}`}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 20h4L19 9l-4-4L4 16v4Zm11-15 4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </li>
  );
}

/** The address the exchange uses now: the chosen one, else the default (as the exchange screen counts it). */
const isInUse = (address: Address, chosen: Address | null) => (chosen ? chosen.id === address.id : address.isDefault === 1);

export default function AddressList() {
  const selecting = useStore($addressSelect);
  const chosen = useStore($exchangeAddress);
  const addresses = useAsync(listAddresses, [], undefined, lastKnown(ADDRESSES));
  const online = useStore($online);
  return (
    <Screen
      title={t('address.title')}
      back={back}
      footer={
        <Button variant="primary" block onClick={() => go('/address/edit')}>
          {t('address.add')}
        </Button>
      }
    >
      <LoadState
        state={addresses}
        skeleton={
          <div className={styles.skeleton}>
            <Skeleton lines={2} />
            <Skeleton lines={2} />
          </div>
        }
        onRetry={() => void addresses.reload()}
        offline={!online}
      >
        {(list) =>
          list.length > 0 ? (
            <>
              {selecting && <p className={styles.hint}>{t('address.chooseHint')}</p>}
              <ul className={styles.list} aria-label={t('address.title')}>
                {list.map((address) => (
                  <AddressRow key={address.id} address={address} chosen={selecting ? isInUse(address, chosen) : undefined} />
                ))}
              </ul>
            </>
          ) : (
            <Empty text={t('address.empty')} />
          )
        }
      </LoadState>
    </Screen>
  );
}
