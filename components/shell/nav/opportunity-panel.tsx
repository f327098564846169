'use client';

import { CalendarOutlined, PictureOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { resizedUrl } from '@/lib/image-params';
import {
  OPPORTUNITY_TABS,
  buildOpportunityTabs,
  inquiryStatusLabel,
  opportunityHref,
  srmBidHref,
  srmEntryUrl,
  type OpportunityData,
  type OpportunityTabKey,
  type HomePanelResults,
} from '@/lib/opportunity-tabs';
import { NewDot } from './new-dot';
import styles from './panels.module.css';

const day = (value: string | null | undefined) => (value ? dayjs(value).format('YYYY-MM-DD') : '');

function Cover({
  src,
  alt,
  width,
  fallback,
}: {
  src: string | undefined;
  alt: string;
  width: number;
  fallback: ReactNode;
}) {
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
    <img className={styles.cover} src={resizedUrl(src, width * 2)} alt={alt} loading="lazy" />
  ) : (
    <span className={styles.coverEmpty} aria-hidden>
      {fallback}
    </span>
  );
}

function BidTab({ data, srmUrl }: { data: OpportunityData['bid']; srmUrl: string | null }) {
  return (
    <div className={styles.bidColumns}>
      {data.srm.length > 0 ? (
        <section aria-label="平台招标">
          <h3 className={styles.subhead}>
            平台招标
            {srmUrl ? (
              <a href={srmUrl} target="_blank" rel="noopener">
                进入SRM系统
              </a>
            ) : null}
          </h3>
          <ul className={styles.rows}>
            {data.srm.map(({ item, isNew }) => {
              const href = srmBidHref(item);
              const external = /^https?:/i.test(href);
              return (
                <li key={item.id}>
                  <a
                    href={href}
                    title={item.title}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {item.title}
                  </a>
                  {isNew ? <NewDot /> : null}
                  <time className={styles.date}>{day(item.publishTime)}</time>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {data.open.length > 0 ? (
        <section aria-label="公开招标">
          <h3 className={styles.subhead}>公开招标</h3>
          <ul className={styles.rows}>
            {data.open.map(({ item, isNew }) => (
              <li key={item.id}>
                {item.area ? <span className={styles.area}>[{item.area}]</span> : null}
                <a href={opportunityHref.openBid(item)} title={item.title}>
                  {item.title}
                </a>
                {isNew ? <NewDot /> : null}
                <time className={styles.date}>{day(item.publish_time)}</time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function tabContent(
  key: OpportunityTabKey,
  data: OpportunityData,
  srmUrl: string | null,
): ReactNode {
  switch (key) {
    case 'bid':
      return <BidTab data={data.bid} srmUrl={srmUrl} />;
    case 'inquiry':
      return (
        <ul className={styles.cards}>
          {data.inquiry.map(({ item, isNew }) => {
            const status = inquiryStatusLabel(item.status);
            return (
              <li key={item.id} className={styles.card}>
                <a className={styles.cardTitle} href={opportunityHref.inquiry(item)}>
                  {item.purchaseProjectName}
                </a>
                {isNew ? <NewDot /> : null}
                <span className={status === '已截止' ? styles.statusClosed : styles.statusOpen}>
                  {status}
                </span>
                <span className={styles.meta}>采购单位：{item.purchaseUserName}</span>
                <span className={styles.meta}>发布时间：{day(item.noticeStart)}</span>
              </li>
            );
          })}
        </ul>
      );
    case 'activity':
      return (
        <ul className={`${styles.cards} ${styles.cardsThree}`}>
          {data.activity.map(({ item, isNew }) => (
            <li key={item.id} className={styles.card}>
              <a className={styles.coverLink} href={opportunityHref.activity(item)} tabIndex={-1}>
                <Cover
                  src={item.mainFileUrlList[0]}
                  alt={item.marketingName}
                  width={300}
                  fallback={<CalendarOutlined />}
                />
              </a>
              <a className={styles.cardTitle} href={opportunityHref.activity(item)}>
                {item.marketingName}
              </a>
              {isNew ? <NewDot /> : null}
              <span className={styles.meta}>活动时间：{day(item.startTime)}</span>
              {item.city || item.address ? (
                <span className={styles.meta}>
                  活动地点：{[item.city, item.address].filter(Boolean).join(' ')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      );
    case 'recruit':
      return (
        <ul className={styles.cards}>
          {data.recruit.map(({ item, isNew }) => (
            <li key={item.id} className={styles.card}>
              <a className={styles.cardTitle} href={opportunityHref.recruit(item)}>
                {item.name}
              </a>
              {isNew ? <NewDot /> : null}
              <span
                className={item.statusDesc === '招募中' ? styles.statusOpen : styles.statusClosed}
              >
                {item.statusDesc}
              </span>
              <span className={styles.meta}>注册资本：{item.capital}万元以上</span>
              {item.serviceScope.length > 0 ? (
                <span className={styles.meta}>服务范围：{item.serviceScope.join('、')}</span>
              ) : null}
              <span className={styles.meta}>截止日期：{day(item.deadline)}</span>
            </li>
          ))}
        </ul>
      );
    case 'demand':
      return (
        <ul className={styles.cards}>
          {data.demand.map(({ item, isNew }) => (
            <li key={item.id} className={styles.card}>
              <a className={styles.coverLink} href={opportunityHref.demand(item)} tabIndex={-1}>
                <Cover
                  src={item.topicUrl || undefined}
                  alt={item.topicName}
                  width={220}
                  fallback={<PictureOutlined />}
                />
              </a>
              <a className={styles.cardTitle} href={opportunityHref.demand(item)}>
                {item.topicName}
              </a>
              {isNew ? <NewDot /> : null}
              <span className={styles.meta}>
                {item.designCategoryVoList.map((c) => c.categoryFinalName).join(' / ') ||
                  '设计需求'}
              </span>
              <span className={styles.meta}>
                {[item.province, item.designStyleName].filter(Boolean).join(' · ')}
              </span>
              <span className={styles.meta}>
                {item.userName} 发布于 {day(item.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      );
  }
}

/** 找商机: 5 tabs, empty ones hidden, the first with data open (spec §4). */
export function OpportunityPanel({ results }: { results: HomePanelResults | null }) {
  const tabs = useMemo(() => (results ? buildOpportunityTabs(results) : null), [results]);
  const [activeKey, setActiveKey] = useState<OpportunityTabKey | null>(null);

  if (!results || !tabs) return <p className={styles.state}>加载中…</p>;
  if (!tabs.defaultKey) return <p className={styles.state}>暂无商机信息</p>;

  const srmUrl = srmEntryUrl(results.srmUrl);
  const current =
    activeKey !== null && tabs.visible.includes(activeKey) ? activeKey : tabs.defaultKey;
  // 查看更多 sits beside the tab bar, not in it: a tablist may hold only tabs.
  return (
    <div className={styles.tabsHost}>
      <Tabs
        className={styles.tabs}
        listClassName={styles.tabList}
        panelClassName={styles.tabPanel}
        label="商机类型"
        activeKey={current}
        onChange={setActiveKey}
        items={OPPORTUNITY_TABS.filter((t) => tabs.visible.includes(t.key)).map((t) => ({
          key: t.key,
          label: (
            <span className={styles.tabLabel}>
              {t.label}
              {tabs.hasNew[t.key] ? <NewDot decorative /> : null}
            </span>
          ),
          children: tabContent(t.key, tabs.data, srmUrl),
        }))}
      />
      <a
        className={`${styles.moreLink} ${styles.tabsMore}`}
        href={OPPORTUNITY_TABS.find((t) => t.key === current)?.more}
      >
        查看更多
        <RightOutlined aria-hidden />
      </a>
    </div>
  );
}
