import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import styles from '@/components/content/content.module.css';
import { resizedUrl } from '@/lib/image-params';
import { HttpError } from '@/server/http/errors';
import { ECOLOGY_CODES, ecologyPartner } from '@/server/services/content-pages';
import { seoMetadata } from '@/server/services/seo';

type Props = { params: Promise<{ theme: string; partner: string }> };

const findPartner = cache(async (code: string) => {
  if (!ECOLOGY_CODES.includes(code)) notFound();
  try {
    return await ecologyPartner(code);
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) notFound();
    throw e;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { theme, partner } = await params;
  const p = await findPartner(partner);
  return seoMetadata(theme, `/ecology/${partner}`, { title: p.name, description: p.intro });
}

/** /ecology/{gold-bay|south-city|super-community|wan-rui|wan-yi}: one partner's page. */
export default async function EcologyPartnerPage({ params }: Props) {
  const p = await findPartner((await params).partner);
  return (
    <main className={`mall-container ${styles.page}`}>
      <p>
        <Link href="/ecology">生态伙伴</Link> / {p.name}
      </p>
      {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
      <img className={styles.banner} src={resizedUrl(p.bannerUrl, 1200)} alt="" />
      <section className={styles.profile} aria-label="伙伴简介">
        {/* eslint-disable-next-line @next/next/no-img-element -- resized through /files?w= */}
        <img className={styles.avatar} src={resizedUrl(p.logo, 192)} alt={`${p.name}标志`} />
        <div>
          <h1 className={styles.title}>{p.name}</h1>
          <p>{p.intro}</p>
        </div>
      </section>
      {p.sections.map((s) => (
        <section key={s.title} className={styles.section}>
          <h2>{s.title}</h2>
          <p>{s.content}</p>
          {s.images?.length ? (
            <div className={styles.gallery}>
              {s.images.map((src) => (
                // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
                <img key={src} src={resizedUrl(src, 480)} alt={s.title} loading="lazy" />
              ))}
            </div>
          ) : null}
        </section>
      ))}
    </main>
  );
}
