'use client';

import type { CSSProperties } from 'react';
import type { HomeBlockKey } from '@/lib/home-layout';
import { HOME_BLOCK_NAMES } from '@/lib/ops-realms';
import type { FooterLink } from '@/lib/theme';
import { themeColors } from '@/themes/tokens';
import styles from './realms.module.css';

export interface RealmPreviewValues {
  name?: string;
  shortName?: string;
  logo?: string;
  darkLogo?: string;
  themeColor?: string;
  companyMobile?: string;
  companyEmail?: string;
  footerLinks?: (FooterLink | undefined)[];
  icp?: string;
  copyright?: string;
  homeLayout?: HomeBlockKey[];
}

const FALLBACK = '#1d4ed8';

/**
 * The realm's shell in miniature, drawn from the form as it is typed: header with logo and the
 * primary colour, the home blocks in order, the footer with contacts, links and ICP number.
 */
export function RealmPreview({ values }: { values: RealmPreviewValues }) {
  const color = /^#[0-9a-f]{6}$/i.test(values.themeColor ?? '') ? values.themeColor! : FALLBACK;
  const tokens = themeColors(color);
  const vars = {
    '--preview-primary': tokens.primary,
    '--preview-primary-bg': tokens.primaryBg,
    '--preview-inverse': tokens.inverseText,
    '--preview-footer-bg': tokens.footerBg,
    '--preview-footer-text': tokens.footerText,
  } as CSSProperties;
  const name = values.shortName || values.name || '专区简称';
  return (
    <figure className={styles.preview} style={vars} aria-label="专区外观预览">
      <div className={styles.previewTop}>您好，欢迎来到{values.name || '专区名称'}！</div>
      <div className={styles.previewHeader}>
        {values.logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded or data URL
          <img src={values.logo} alt={`${name} Logo`} className={styles.previewLogo} />
        ) : (
          <span className={styles.previewLogoEmpty}>Logo</span>
        )}
        <span className={styles.previewSearch}>
          <span>搜索商品</span>
          <span className={styles.previewSearchButton}>搜索</span>
        </span>
      </div>
      <div className={styles.previewNav}>全部商品分类 · 集中采购 · 询价大厅 · 优选供应商</div>
      <ol className={styles.previewBlocks}>
        {(values.homeLayout ?? []).map((key) => (
          <li key={key}>{HOME_BLOCK_NAMES[key]}</li>
        ))}
      </ol>
      <div className={styles.previewFooter}>
        {values.darkLogo ? (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded or data URL
          <img src={values.darkLogo} alt="" className={styles.previewLogo} />
        ) : null}
        <p>
          {(values.footerLinks ?? [])
            .filter((l): l is FooterLink => Boolean(l?.label))
            .map((l) => l.label)
            .join(' | ') || '页脚链接'}
        </p>
        <p>
          客服电话 {values.companyMobile || '—'} · 邮箱 {values.companyEmail || '—'}
        </p>
        <p>
          {values.copyright} {values.icp || 'ICP 备案号'}
        </p>
      </div>
      <figcaption className="visually-hidden">按当前填写内容绘制的页头、首页板块与页脚</figcaption>
    </figure>
  );
}
