'use client';

import {
  ApartmentOutlined,
  AuditOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HistoryOutlined,
  NotificationOutlined,
  PictureOutlined,
  ProfileOutlined,
  SearchOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';
import { opsAllows, type OpsGrant, type OpsRole } from '@/lib/ops-roles';

/** What every section of the console receives: the signed-in operator's roles. */
export interface ConsoleSectionProps {
  grants: readonly OpsGrant[];
}

/** One entry of the console's side menu; the server checks the same roles on its endpoints. */
export interface ConsoleSection {
  /** In the URL (`/ops?s=realms`), so a section can be linked to. */
  key: string;
  label: string;
  icon: ReactNode;
  /** Who sees it ('super' always does; lib/ops-roles opsAllows). */
  roles: readonly OpsRole[];
  component: ComponentType<ConsoleSectionProps>;
}

const loading = () => <Skeleton active paragraph={{ rows: 8 }} />;

/**
 * The console's sections, in menu order. A section is one entry here: its component loads only
 * when opened (next/dynamic).
 */
export const CONSOLE_MENU: readonly ConsoleSection[] = [
  {
    key: 'reviews',
    label: '审核中心',
    icon: <AuditOutlined />,
    roles: ['auditor'],
    component: dynamic(() => import('./review-centre').then((m) => m.ReviewCentre), { loading }),
  },
  {
    key: 'realms',
    label: '伙伴专区',
    icon: <GlobalOutlined />,
    roles: ['content', 'realm'],
    component: dynamic(() => import('./realms/realms-section').then((m) => m.RealmsSection), {
      loading,
    }),
  },
  {
    key: 'banners',
    label: '轮播图',
    icon: <PictureOutlined />,
    roles: ['content', 'realm'],
    component: dynamic(() => import('./content/banners-section').then((m) => m.BannersSection), {
      loading,
    }),
  },
  {
    key: 'popups',
    label: '弹窗',
    icon: <NotificationOutlined />,
    roles: ['content', 'realm'],
    component: dynamic(() => import('./content/popups-section').then((m) => m.PopupsSection), {
      loading,
    }),
  },
  {
    key: 'articles',
    label: '文章资讯',
    icon: <FileTextOutlined />,
    roles: ['content'],
    component: dynamic(() => import('./content/articles-section').then((m) => m.ArticlesSection), {
      loading,
    }),
  },
  {
    key: 'site-texts',
    label: '页面文案',
    icon: <ProfileOutlined />,
    roles: ['content', 'realm'],
    component: dynamic(
      () => import('./content/site-texts-section').then((m) => m.SiteTextsSection),
      { loading },
    ),
  },
  {
    key: 'search-words',
    label: '搜索词',
    icon: <SearchOutlined />,
    roles: ['content'],
    component: dynamic(() => import('./search-gaps').then((m) => m.SearchGaps), { loading }),
  },
  {
    key: 'categories',
    label: '类目管理',
    icon: <ApartmentOutlined />,
    roles: ['content'],
    component: dynamic(() => import('./catalogue/category-tree').then((m) => m.CategoryTree), {
      loading,
    }),
  },
  {
    key: 'brands',
    label: '品牌管理',
    icon: <TagsOutlined />,
    roles: ['content'],
    component: dynamic(() => import('./catalogue/brands').then((m) => m.Brands), { loading }),
  },
  {
    key: 'synonyms',
    label: '搜索同义词',
    icon: <SwapOutlined />,
    roles: ['content'],
    component: dynamic(() => import('./catalogue/synonyms').then((m) => m.Synonyms), { loading }),
  },
  {
    key: 'users',
    label: '用户与企业',
    icon: <TeamOutlined />,
    roles: ['super'],
    component: dynamic(() => import('./users/users-section').then((m) => m.UsersSection), {
      loading,
    }),
  },
  {
    key: 'roles',
    label: '角色管理',
    icon: <TeamOutlined />,
    roles: ['super'],
    component: dynamic(() => import('./roles/roles-section').then((m) => m.RolesSection), {
      loading,
    }),
  },
  {
    key: 'audit',
    label: '操作日志',
    icon: <HistoryOutlined />,
    roles: ['auditor'],
    component: dynamic(() => import('./audit/audit-section').then((m) => m.AuditSection), {
      loading,
    }),
  },
];

/** The sections these roles may open, in menu order. */
export function consoleSectionsFor(grants: readonly OpsGrant[]): ConsoleSection[] {
  return CONSOLE_MENU.filter((section) => opsAllows(grants, { role: section.roles }));
}
