'use client';

import { DownloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Progress, Spin } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api';
import { MAX_EXPORT_ITEMS, type ExportTask, type ExportTaskStatus } from '@/api/modules/item';
// Drawer and Progress are not styled in core: loaded with this widget on the listing.
import '@/themes/antd/rest.css';
import styles from './export-tasks.module.css';

export const EXPORT_POLL_MS = 2000;
const LIST_SIZE = 20;

const STATUS_TEXT: Record<ExportTaskStatus, string> = {
  pending: '排队中',
  running: '导出中',
  done: '已完成',
  failed: '导出失败',
};

const isActive = (task: ExportTask) => task.status === 'pending' || task.status === 'running';

/** A retried export says so, so a restart from 0% does not look like lost work. */
const statusText = (task: ExportTask) =>
  isActive(task) && task.attempt > 1
    ? `${STATUS_TEXT[task.status]}（第 ${task.attempt} 次尝试）`
    : STATUS_TEXT[task.status];

/**
 * Exports the products the buyer selected to an xlsx in the background, and a drawer of the
 * user's export tasks that refreshes every 2 s while one is still working.
 */
export function ExportTasks({ selectedIds }: { selectedIds: readonly number[] }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [tasks, setTasks] = useState<ExportTask[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const page = await api.exportTaskList(
        { pageNo: 1, pageSize: LIST_SIZE },
        { skipErrorHandler: true },
      );
      setTasks(page.records);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  function openDrawer() {
    setOpen(true);
    void load();
  }

  const polling = open && (tasks ?? []).some(isActive);
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void load(), EXPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, load]);

  async function exportSelected() {
    if (selectedIds.length > MAX_EXPORT_ITEMS) {
      void message.warning(`一次最多导出${MAX_EXPORT_ITEMS}件商品`);
      return;
    }
    setCreating(true);
    try {
      await api.createExportTask({ itemIds: [...selectedIds] });
      void message.success('导出任务已创建');
      setOpen(true);
      await load();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setCreating(false);
    }
  }

  return (
    <span className={styles.actions}>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        disabled={selectedIds.length === 0}
        loading={creating}
        onClick={() => void exportSelected()}
      >
        导出所选商品{selectedIds.length ? `（${selectedIds.length}）` : ''}
      </Button>
      <Button icon={<UnorderedListOutlined aria-hidden />} onClick={openDrawer}>
        导出任务
      </Button>
      <Drawer title="导出任务" open={open} onClose={() => setOpen(false)} size={420}>
        {failed && !tasks ? (
          <div className={styles.empty} role="alert">
            加载失败，
            <Button type="link" onClick={() => void load()}>
              重试
            </Button>
          </div>
        ) : !tasks ? (
          <div className={styles.empty}>
            <Spin aria-label="加载中" />
          </div>
        ) : tasks.length === 0 ? (
          <p className={styles.empty}>暂无导出任务</p>
        ) : (
          <ul className={styles.list} aria-label="导出任务列表">
            {tasks.map((task) => (
              <li key={task.id} className={styles.task}>
                <div className={styles.taskHead}>
                  <span className={styles.taskTitle}>商品导出（{task.itemCount}件）</span>
                  <span className={task.status === 'failed' ? styles.failed : undefined}>
                    {statusText(task)}
                  </span>
                </div>
                <span className={styles.taskHead}>
                  {dayjs(task.createdAt).format('YYYY-MM-DD HH:mm:ss')}
                </span>
                <Progress
                  percent={task.progress}
                  size="small"
                  status={
                    task.status === 'failed' ? 'exception' : isActive(task) ? 'active' : undefined
                  }
                  aria-label={`导出进度 ${task.progress}%`}
                />
                {task.status === 'done' && task.fileUrl ? (
                  <a className={styles.download} href={task.fileUrl} download>
                    <DownloadOutlined aria-hidden /> 下载文件
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Drawer>
    </span>
  );
}
