import Link from 'next/link';
import { resizedUrl } from '@/lib/image-params';
import styles from './content.module.css';

interface Banner {
  id: number;
  title: string;
  imageUrl: string;
  link: string | null;
}

/** The first banner of a content page, linked when it has a link. */
export function PageBanner({ banners }: { banners: Banner[] }) {
  const banner = banners[0];
  if (!banner) return null;
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
    <img className={styles.banner} src={resizedUrl(banner.imageUrl, 1200)} alt={banner.title} />
  );
  return banner.link ? (
    <Link href={banner.link} prefetch={false}>
      {image}
    </Link>
  ) : (
    image
  );
}
