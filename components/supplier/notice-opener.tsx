'use client';

import { Modal, Spin } from 'antd';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { api } from '@/api';
import { isApiError } from '@/api/request';
import type { SupplierNoticeDetail, SupplierNoticeItem } from '@/api/types';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { canViewMembersOnly } from '@/lib/identity';
import { useAppStore, useMallStores } from '@/stores/store-provider';
import { refreshUserInfo } from '@/stores/user-store';
import styles from './supplier.module.css';

// The sanitiser loads with the first opened notice, not with the list page.
const RichText = dynamic(() => import('@/components/content/rich-text').then((m) => m.RichText));

/**
 * A notice title that opens its details. Members-only details need a member (spec §6); others
 * get the members-only dialog with its link to /yeation. The server applies the same rule.
 */
export function NoticeOpener({ notice }: { notice: SupplierNoticeItem }) {
  const stores = useMallStores();
  const partnerZone = useAppStore((s) => s.configuration.partnerZone === true);
  const { membersOnly } = useDialogs();
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<SupplierNoticeDetail | null>(null);

  async function show() {
    if (notice.membersOnly) {
      const user = await refreshUserInfo(stores.user);
      if (!canViewMembersOnly(user, { partnerZone })) {
        membersOnly();
        return;
      }
    }
    setOpen(true);
    try {
      setDetail(await api.supplierNoticeDetail(notice.id, undefined, { skipErrorHandler: true }));
    } catch (error) {
      setOpen(false);
      if (isApiError(error) && error.status === 403) membersOnly();
    }
  }

  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => void show()}>
        {notice.title}
      </button>
      <Modal
        open={open}
        title={notice.title}
        width={760}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {detail ? (
          <article aria-label="公告详情">
            <p className={styles.lead} style={{ margin: '0 0 12px' }}>
              发布时间：{detail.publishTime.slice(0, 10)} · 浏览 {detail.viewCount}
            </p>
            <RichText className={styles.prose} html={detail.content} />
            {detail.attachments.length ? (
              <ul>
                {detail.attachments.map((url, i) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noopener">
                      附件 {i + 1}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
        ) : (
          <Spin />
        )}
      </Modal>
    </>
  );
}
