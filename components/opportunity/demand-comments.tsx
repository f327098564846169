'use client';

import { App, Button, Empty, Input, Pagination, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api';
import type { DemandComment } from '@/api/modules/demand';
import type { Page } from '@/api/types';
import { useGuard } from '@/components/auth/use-guard';
import { GUARD_MSG } from '@/lib/certification';
import { demandCommentSchema, formatMinute } from '@/lib/opportunity-rules';
import { useUserStore } from '@/stores/store-provider';
import styles from './opportunity.module.css';

const PAGE_SIZE = 10;

/** A demand's comments, newest first and paged (comment list), and a box to add one. */
export function DemandComments({ demandId }: { demandId: number }) {
  const user = useUserStore((s) => s.userInfo);
  const pass = useGuard();
  const { message } = App.useApp();
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<Page<DemandComment> | null>(null);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);

  const load = useCallback(
    (n: number) =>
      api
        .demandCommentList({ demandId, pageNo: n, pageSize: PAGE_SIZE })
        .then(setPage)
        .catch(() => setPage({ records: [], total: 0, pageNo: n, pageSize: PAGE_SIZE })),
    [demandId],
  );
  useEffect(() => {
    void load(pageNo);
  }, [load, pageNo]);

  const submit = async () => {
    if (!pass(user ? null : { kind: 'login', message: GUARD_MSG.login })) return;
    const parsed = demandCommentSchema.safeParse({ demandId, content: draft });
    if (!parsed.success) {
      void message.warning(parsed.error.issues[0]?.message ?? '请输入评论内容');
      return;
    }
    setSaving(true);
    try {
      await api.demandCommentAdd(parsed.data);
      setDraft('');
      void message.success('评论成功');
      if (pageNo === 1) await load(1);
      else setPageNo(1);
    } catch {
      // The request layer showed the message; the draft stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <label htmlFor="demand-comment" className="visually-hidden">
        评论内容
      </label>
      <Input.TextArea
        id="demand-comment"
        rows={3}
        maxLength={500}
        showCount
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder={user ? '说说你的想法或方案思路' : '登录后参与评论'}
      />
      <div className={styles.right}>
        <Button type="primary" loading={saving} onClick={submit}>
          发表评论
        </Button>
      </div>
      {page === null ? (
        <Spin />
      ) : page.records.length ? (
        <ul aria-label="评论列表" className={styles.plainList}>
          {page.records.map((c) => (
            <li key={c.id} className={styles.comment}>
              {/* eslint-disable-next-line @next/next/no-img-element -- small avatar */}
              <img className={styles.avatar} src={c.avatar ?? undefined} alt="" />
              <div>
                <strong>{c.userName}</strong>{' '}
                <span className={styles.muted}>{formatMinute(c.createdAt)}</span>
                <p className={styles.commentText}>{c.content}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Empty description="还没有评论，来说第一句吧" />
      )}
      {page && page.total > PAGE_SIZE ? (
        <Pagination
          align="center"
          current={pageNo}
          pageSize={PAGE_SIZE}
          total={page.total}
          onChange={setPageNo}
        />
      ) : null}
    </div>
  );
}
