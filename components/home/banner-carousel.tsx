'use client';

import 'swiper/css';
import 'swiper/css/pagination';
import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { CAROUSEL_A11Y } from '@/lib/carousel-a11y';
import { resizedUrl } from '@/lib/image-params';
import styles from './banner-carousel.module.css';

/** Carousel autoplay interval (spec §9). */
export const CAROUSEL_AUTOPLAY_MS = 3000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export interface BannerSlide {
  id: number;
  title: string;
  imageUrl: string;
  link?: string | null;
}

/**
 * The home banners. Moving content must be possible to stop (WCAG 2.2.2): it waits while the
 * mouse is over it or the focus is in it, has a pause button, and does not start by itself for
 * a visitor who asked the system for reduced motion.
 */
export function BannerCarousel({ slides }: { slides: BannerSlide[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // The visitor's own choice wins over the reduced-motion default.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const moving = slides.length > 1;
  const playing = chosen ?? !reducedMotion;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !moving) return;
    if (playing && !focusWithin) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, moving, playing, focusWithin]);

  if (slides.length === 0) return <div className={styles.empty} aria-hidden="true" />;
  return (
    <div
      className={styles.root}
      onFocus={() => setFocusWithin(true)}
      onBlur={(e: FocusEvent<HTMLDivElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <Swiper
        className={styles.carousel}
        modules={[Autoplay, Pagination, A11y]}
        autoplay={
          moving
            ? { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
            : false
        }
        pagination={{ clickable: true }}
        loop={moving}
        a11y={CAROUSEL_A11Y}
        aria-label="首页轮播"
        onSwiper={setSwiper}
      >
        {slides.map((s, i) => {
          const image = (
            // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
            <img
              className={styles.image}
              src={resizedUrl(s.imageUrl, 1200)}
              alt={s.title}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          );
          return (
            <SwiperSlide key={s.id}>
              {s.link ? (
                <a href={s.link} data-track="home-banner">
                  {image}
                </a>
              ) : (
                image
              )}
            </SwiperSlide>
          );
        })}
        {moving ? (
          // Inside the carousel, so pointing at the button pauses it like the slides do.
          <button
            slot="container-end"
            type="button"
            className={styles.toggle}
            onClick={() => {
              setChosen(!playing);
              // Pressing play means play now, even with the focus still on this button.
              setFocusWithin(false);
            }}
          >
            {playing ? <PauseOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
            <span className="visually-hidden">{playing ? '暂停轮播' : '继续轮播'}</span>
          </button>
        ) : null}
      </Swiper>
    </div>
  );
}
