'use client';

import { App, Button, Empty, Modal, Pagination, Radio, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { CartLine } from '@/api/modules/shopping-cart';
import type { Page, Project } from '@/api/types';
import styles from './cart.module.css';
import { ProjectDialog } from './project-dialog';

type ProjectRow = Project & { id: number; itemCount: number };
const PAGE_SIZE = 8;

/** moveProject: picks one of the buyer's projects (moveProjectPaging) or a new one for a cart line. */
export function MoveProjectDialog({
  line,
  onClose,
  onMoved,
}: {
  line: CartLine | null;
  onClose: () => void;
  onMoved: (cartTotal: number, projectName: string) => void;
}) {
  const { message } = App.useApp();
  const [page, setPage] = useState<Page<ProjectRow> | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState(false);
  const open = line !== null;

  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!open) return;
    let active = true;
    api.moveProjectPaging({ pageNo, pageSize: PAGE_SIZE }).then(
      (next) => active && setPage(next),
      () => active && setPage({ records: [], total: 0, pageNo, pageSize: PAGE_SIZE }),
    );
    return () => {
      active = false;
    };
  }, [open, pageNo, version]);

  async function move() {
    if (!line || chosen === null) return void message.warning('请选择项目');
    setMoving(true);
    try {
      const total = await api.moveProject({
        moveFlag: 1,
        itemId: line.itemId,
        skuId: line.skuId,
        listId: chosen,
      });
      const name = page?.records.find((p) => p.id === chosen)?.projectName ?? '';
      setChosen(null);
      onMoved(total, name);
    } catch {
      // The request layer has shown why.
    } finally {
      setMoving(false);
    }
  }

  return (
    <>
      <Modal
        title="移入项目"
        open={open}
        okText="移入"
        cancelText="取消"
        okButtonProps={{ disabled: chosen === null }}
        confirmLoading={moving}
        onOk={() => void move()}
        onCancel={onClose}
      >
        <p className={styles.muted}>
          把「{line?.itemName}」从采购车移入项目清单，稍后可在项目中继续采购。
        </p>
        <Button onClick={() => setCreating(true)} style={{ marginBottom: 12 }}>
          新建项目
        </Button>
        {page === null ? (
          <Spin />
        ) : page.records.length === 0 ? (
          <Empty description="还没有项目，先新建一个项目吧" />
        ) : (
          <Radio.Group
            className={styles.projects}
            value={chosen}
            onChange={(e) => setChosen(e.target.value as number)}
            aria-label="项目"
          >
            {page.records.map((p) => (
              <Radio key={p.id} value={p.id}>
                {p.projectName}
                <span className={styles.muted}>
                  {' '}
                  · {p.province}
                  {p.city === p.province ? '' : p.city} · {p.itemCount} 件商品
                </span>
              </Radio>
            ))}
          </Radio.Group>
        )}
        {page && page.total > PAGE_SIZE ? (
          <Pagination
            size="small"
            current={pageNo}
            pageSize={PAGE_SIZE}
            total={page.total}
            onChange={setPageNo}
            style={{ marginTop: 12 }}
          />
        ) : null}
      </Modal>
      <ProjectDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(project) => {
          setCreating(false);
          setChosen(project.id);
          setPageNo(1);
          setVersion((v) => v + 1);
        }}
      />
    </>
  );
}
