import type { CSSProperties } from 'react';
import { ossUrl } from '../../lib/snapshot';
import { Swiper } from './Swiper';
import styles from './swiper.module.css';

export interface PictureSwiperProps {
  /** Image keys, served under /oss/. */
  pictures: readonly string[];
  /** Text for every picture (e.g. the product name). */
  alt: string;
  /** Width / height; fixed so nothing shifts while pictures load. Default 1 (square). */
  ratio?: number;
  autoplay?: number | false;
}

/** Product or voucher pictures: a carousel when there are several, one picture, or a neutral placeholder. */
export function PictureSwiper({ pictures, alt, ratio = 1, autoplay }: PictureSwiperProps) {
  const style = { '--ratio': ratio } as CSSProperties;
  const picture = (key: string) => (
    <div className={styles.picture} style={style}>
      <img src={ossUrl(key)} alt={alt} loading="lazy" decoding="async" draggable={false} />
    </div>
  );
  if (pictures.length === 0) {
    return (
      <div className={styles.picture} style={style} role="img" aria-label={alt} data-placeholder="">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <ellipse cx="12" cy="12.5" rx="6" ry="8" />
        </svg>
      </div>
    );
  }
  if (pictures.length === 1) return picture(pictures[0]);
  // The dots sit under the pictures, never on the product art.
  return <Swiper items={pictures} renderItem={picture} label={alt} autoplay={autoplay} />;
}
