import { useEffect, useMemo, useRef, useState } from 'react';
import type { LocationPick } from '../../api/types';
import { backOr } from '../../platform/navigation';
import { t } from '../../i18n';
import { choosePlace } from '../../stores';
import { Button } from '../../ui/button/Button';
import { Screen } from '../../ui/screen/Screen';
import { Loading } from '../../ui/skeleton/Skeleton';
import { allowedOrigins, isMyLocation, pickerUrl, readPick, type Coord } from '../../platform/map-picker';
import styles from './map.module.css';

/** Where the map is opened from, for when history has nothing to go back to (landed here through OAuth). */
const ADDRESS_FORM = '/address/edit';

/** getLocation may wait on a permission prompt: the picker opens without coords after this long. */
export const LOCATE_TIMEOUT = 5000;

async function currentCoord(): Promise<Coord | null> {
  try {
    const platform = await import('../../platform/wechat');
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), LOCATE_TIMEOUT));
    return await Promise.race([platform.locate(), timeout]);
  } catch {
    return null; // outside WeChat, refused, or failed: the picker searches without a start point
  }
}

export default function MapPicker() {
  // undefined while asking for the position; null when there is none.
  const [coord, setCoord] = useState<Coord | null | undefined>(undefined);
  const [pick, setPick] = useState<LocationPick | null>(null);

  useEffect(() => {
    let live = true;
    void currentCoord().then((c) => live && setCoord(c));
    return () => {
      live = false;
    };
  }, []);

  const picker = useMemo(() => {
    if (coord === undefined) return null;
    const env = import.meta.env;
    const url = pickerUrl(env, coord);
    return { src: url.href, origins: allowedOrigins(env, url) };
  }, [coord]);

  // Listening from mount (not from when the frame appears): a pick can never arrive unheard.
  const origins = useRef<string[]>([]);
  origins.current = picker?.origins ?? [];
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!origins.current.includes(event.origin)) return;
      const next = readPick(event.data);
      if (next) setPick(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const keepPick = () => {
    if (!pick) return;
    choosePlace(pick);
    backOr(ADDRESS_FORM);
  };

  return (
    <Screen title={t('map.title')} back={() => backOr(ADDRESS_FORM)}>
      <div className={styles.wrap}>
        {picker ? (
          <iframe className={styles.frame} src={picker.src} title={t('map.frameTitle')} allow="geolocation" />
        ) : (
          <div className={styles.locating} role="status">
            <Loading />
            <span>{t('map.locating')}</span>
          </div>
        )}
        {pick && !isMyLocation(pick.poiname) && (
          <div className={styles.bar}>
            <div className={styles.place}>
              <strong>{pick.poiname}</strong>
              {pick.poiaddress && <span>{pick.poiaddress}</span>}
            </div>
            <Button variant="primary" onClick={keepPick}>
              {t('map.confirm')}
            </Button>
          </div>
        )}
      </div>
    </Screen>
  );
}
