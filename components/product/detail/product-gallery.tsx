'use client';

import { useState } from 'react';
import { resizedUrl } from '@/lib/image-params';
import styles from './detail.module.css';

/** Main image with thumbnails; hovering or choosing a thumbnail shows it large. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  return (
    <div className={styles.gallery}>
      {main ? (
        // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
        <img
          className={styles.mainImage}
          src={resizedUrl(main, 480)}
          alt={name}
          width={480}
          height={480}
        />
      ) : (
        <div className={styles.mainImage} role="img" aria-label="暂无图片" />
      )}
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label="商品图片">
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className={`${styles.thumb} ${i === current ? styles.thumbActive : ''}`}
                aria-label={`第${i + 1}张图片`}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
                onMouseEnter={() => setCurrent(i)}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
                <img src={resizedUrl(url, 80)} alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
