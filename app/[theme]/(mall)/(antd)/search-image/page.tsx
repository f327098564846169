import type { Metadata } from 'next';
import type { ImageSearchItem } from '@/api/modules/item';
import type { Page } from '@/api/types';
import { ImageSearchCard } from '@/components/product/image-search/image-search-card';
import { ImageSearchPager } from '@/components/product/image-search/image-search-pager';
import styles from '@/components/product/image-search/image-search.module.css';
import { ReuploadButton } from '@/components/product/image-search/reupload-button';
import { resizedUrl } from '@/lib/image-params';
import { HttpError } from '@/server/http/errors';
import { fileKeyOf, imageSearch } from '@/server/services/image-search';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

// The answer depends on the query string, which the theme layout's cache cannot key on.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/search-image', { title: '以图搜图' });
}

const PAGE_SIZE = 20;
const SEARCH_FAILED = '搜索失败，请稍后重试';

type Props = { searchParams: Promise<{ url?: string | string[]; pageNo?: string | string[] }> };

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

async function results(
  url: string,
  pageNo: number,
): Promise<{ page: Page<ImageSearchItem> } | { error: string }> {
  try {
    return { page: await imageSearch(url, pageNo, PAGE_SIZE) };
  } catch (e) {
    if (e instanceof HttpError && e.status === 400) return { error: e.message };
    console.error('[search-image] failed', e);
    return { error: SEARCH_FAILED };
  }
}

/** /search-image?url=: products that look like an uploaded picture (default theme's camera). */
export default async function SearchImagePage({ searchParams }: Props) {
  const query = await searchParams;
  const url = first(query.url);
  const pageNo = Math.min(10_000, Math.max(1, Number.parseInt(first(query.pageNo), 10) || 1));

  if (!url) {
    return (
      <main className={`mall-container ${styles.page}`}>
        <h1 className={styles.title}>以图搜图</h1>
        <div className={styles.status}>
          <p>上传一张商品图片，为您找到相似的商品（支持 png、jpg、jpeg 格式，单张）</p>
          <ReuploadButton label="上传图片" />
        </div>
      </main>
    );
  }

  const outcome = await results(url, pageNo);
  return (
    <main className={`mall-container ${styles.page}`}>
      <section className={styles.query} aria-label="搜索图片">
        {fileKeyOf(url) ? (
          // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
          <img className={styles.queryImage} src={resizedUrl(url, 240)} alt="搜索的图片" />
        ) : null}
        <div className={styles.queryText}>
          <h1 className={styles.title}>以图搜图</h1>
          {'page' in outcome ? (
            <span className={styles.hint} role="status">
              为您找到 {outcome.page.total} 件相似商品
            </span>
          ) : null}
        </div>
        <ReuploadButton />
      </section>
      {'error' in outcome ? (
        <div className={styles.status} role="alert">
          <p>{outcome.error}</p>
        </div>
      ) : outcome.page.records.length === 0 ? (
        <div className={styles.status}>
          <p>没有找到相似的商品，换一张图片试试</p>
        </div>
      ) : (
        <>
          <ul className={styles.grid} aria-label="相似商品">
            {outcome.page.records.map((item) => (
              <ImageSearchCard key={item.id} item={item} />
            ))}
          </ul>
          <ImageSearchPager
            url={url}
            pageNo={pageNo}
            pageSize={PAGE_SIZE}
            total={outcome.page.total}
          />
        </>
      )}
    </main>
  );
}
