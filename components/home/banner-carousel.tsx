'use client';

import 'swiper/css';
import 'swiper/css/pagination';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { CAROUSEL_A11Y } from '@/lib/carousel-a11y';
import { resizedUrl } from '@/lib/image-params';
import styles from './banner-carousel.module.css';

/** Carousel autoplay interval (spec §9). */
export const CAROUSEL_AUTOPLAY_MS = 3000;

export interface BannerSlide {
  id: number;
  title: string;
  imageUrl: string;
  link?: string | null;
}

export function BannerCarousel({ slides }: { slides: BannerSlide[] }) {
  if (slides.length === 0) return <div className={styles.empty} aria-hidden="true" />;
  return (
    <Swiper
      className={styles.carousel}
      modules={[Autoplay, Pagination, A11y, Keyboard]}
      autoplay={{
        delay: CAROUSEL_AUTOPLAY_MS,
        disableOnInteraction: false,
        pauseOnMouseEnter: true,
      }}
      pagination={{ clickable: true }}
      keyboard={{ enabled: true }}
      loop={slides.length > 1}
      a11y={CAROUSEL_A11Y}
      aria-label="首页轮播"
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
    </Swiper>
  );
}
