import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AttachmentList } from '@/components/opportunity/attachment-list';
import { orNotFound } from '@/components/opportunity/load';
import { LoginGate } from '@/components/opportunity/login-gate';
import { FactList, StatusTag } from '@/components/opportunity/fact-list';
import styles from '@/components/opportunity/opportunity.module.css';
import { PageFrame } from '@/components/opportunity/page-frame';
import { WithdrawBidButton } from '@/components/opportunity/withdraw-bid-button';
import { BID_STATUS_LABEL, formatMinute, NONRESIDENTIAL_TYPES } from '@/lib/opportunity-rules';
import { pageSeo } from '@/lib/page-seo';
import { BID_ITEM_TYPES, bidDetail } from '@/server/services/bids';
import { pageViewer } from '@/server/services/page-viewer';
import { pageMetadata } from '@/server/services/seo';
import { RichText } from '@/components/content/rich-text';

// The login rule depends on the visitor's session.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ theme: string; id?: string[] }> };

const load = cache(async (id: string | undefined) => {
  if (!id || id.length > 32) notFound();
  return orNotFound(bidDetail(id, await pageViewer()));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { theme, id } = await params;
  const bid = await load(id?.[0]);
  return pageMetadata(
    theme,
    pageSeo({
      kind: 'bid',
      projectId: bid.projectId,
      title: bid.title,
      tender: bid.tenderName,
      area: bid.area,
      published: formatMinute(bid.firstPublishNoticeTime),
      deadline: bid.signUpDeadline ? formatMinute(bid.signUpDeadline) : null,
    }),
  );
}

/** /bid/details/:projectId — members-only projects need login (spec §6). */
export default async function BidDetailsPage({ params }: Props) {
  const bid = await load((await params).id?.[0]);
  const facts: [string, string][] = [
    ['招标编号', bid.projectId],
    ['招标单位', bid.tenderName],
    ['项目地区', bid.area ?? '—'],
    [
      '项目类型',
      NONRESIDENTIAL_TYPES.find((t) => t.value === bid.nonresidentialType)?.label ?? '—',
    ],
    ['招标品类', BID_ITEM_TYPES.find((t) => t.id === bid.bidItemType)?.name ?? '—'],
    ['发布时间', formatMinute(bid.firstPublishNoticeTime)],
    ['报名截止', formatMinute(bid.signUpDeadline)],
    ['开标时间', formatMinute(bid.bidOpenTime)],
  ];
  if (!bid.locked) facts.push(['预算金额', bid.budget ?? '—']);
  return (
    <PageFrame
      crumbs={[{ label: '招标信息', href: '/bid/list' }, { label: '招标详情' }]}
      title={bid.title}
      actions={bid.own && bid.status === 1 ? <WithdrawBidButton projectId={bid.projectId} /> : null}
    >
      <section className={styles.panel} aria-label="招标概况">
        <p>
          <span
            className={`${styles.tag} ${bid.showType === 2 ? styles.tagPublic : styles.tagClosed}`}
          >
            {bid.showType === 2 ? '公开招标' : '会员招标'}
          </span>{' '}
          <StatusTag open={bid.status === 1}>{BID_STATUS_LABEL[bid.status]}</StatusTag>
        </p>
        <FactList facts={facts} />
      </section>
      {bid.locked ? (
        <LoginGate text="该招标为会员项目，登录后可查看招标公告全文与招标文件。" />
      ) : (
        <>
          <section className={styles.panel} aria-label="招标公告">
            <h2>招标公告</h2>
            <RichText className={styles.content} html={bid.content} />
          </section>
          {bid.attachments?.length ? (
            <section className={styles.panel}>
              <h2>招标文件</h2>
              <AttachmentList files={bid.attachments} />
            </section>
          ) : null}
          {bid.noticeLink ? (
            <section className={styles.panel}>
              <h2>SRM公告</h2>
              <a href={bid.noticeLink} target="_blank" rel="noopener">
                在SRM系统中查看（{bid.srmNum}）
              </a>
            </section>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
