import type { Metadata } from 'next';
import Link from 'next/link';
import { CheckCircleFilled } from '@/components/server-icons';
import { posterActivityOf, posterMetadata } from '@/components/opportunity/mobile-poster-load';
import { MobilePosterNav } from '@/components/opportunity/mobile-poster-nav';
import styles from '@/components/opportunity/poster.module.css';
import { firstParam } from '@/lib/list-url';
import { formatMinute } from '@/lib/opportunity-rules';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ theme: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const sp = await searchParams;
  const title = firstParam(sp.kind) === 'signin' ? '签到成功' : '报名成功';
  return posterMetadata((await params).theme, await posterActivityOf(sp), title);
}

/** /mobile/poster/success?id=&kind=signup|signin&name=: the end of the sign-up or sign-in. */
export default async function MobilePosterSuccessPage({ searchParams }: Props) {
  const sp = await searchParams;
  const a = await posterActivityOf(sp);
  const signIn = firstParam(sp.kind) === 'signin';
  const name = firstParam(sp.name)?.slice(0, 128);
  return (
    <main>
      <section className={`${styles.card} ${styles.success}`}>
        <CheckCircleFilled className={styles.successIcon} />
        <h1>{signIn ? '签到成功' : '报名成功'}</h1>
        {name ? <p>{signIn ? `欢迎您，${name}` : `${name}，期待您的光临`}</p> : null}
        <p className={styles.muted}>
          {a.marketingName}
          <br />
          {formatMinute(a.startTime)} · {a.city}
          {a.address}
        </p>
        {signIn ? (
          <p>
            <Link href={`/mobile/poster/certificateEntry?id=${a.id}`}>领取参会证书 ›</Link>
          </p>
        ) : (
          <p className={styles.muted}>活动当天请凭报名手机号和现场签到码完成签到。</p>
        )}
      </section>
      <MobilePosterNav id={a.id} />
    </main>
  );
}
