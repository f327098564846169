'use client';

import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Progress, Space, Table, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { api, isApiError } from '@/api';
import {
  SUPPLIER_ITEM_FILES,
  type ImportAnswer,
  type ImportTaskState,
} from '@/api/modules/supplier-item';
import { IMPORT_SHEET, MAX_IMPORT_ROWS, type ImportError } from '@/lib/supplier-product';
import { workbenchHref } from '@/lib/workbench-nav';
import { ImageUpload } from './image-upload';
import styles from './supplier-product.module.css';

const ERROR_COLUMNS = [
  { title: '行号', dataIndex: 'row', width: 80 },
  { title: '列', dataIndex: 'column', width: 120 },
  { title: '错误原因', dataIndex: 'reason' },
];

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking'; name: string }
  | { kind: 'invalid'; name: string; errors: ImportError[]; rows: number }
  | { kind: 'writing'; name: string; task: ImportTaskState }
  | { kind: 'done'; name: string; task: ImportTaskState }
  | { kind: 'failed'; name: string; message: string };

const POLL_MS = 500;

/**
 * 批量导入导出: download the template, upload a filled xlsx (every row is checked; any error
 * lists row, column and reason and writes nothing), follow the write with a progress bar, and
 * export the supplier's own catalogue. Images are uploaded here first to get their addresses.
 */
export function ProductImport() {
  const { message } = App.useApp();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [imageUrls, setImageUrls] = useState<string[]>([]);

  const taskId = phase.kind === 'writing' ? phase.task.id : null;
  const name = phase.kind === 'idle' ? '' : phase.name;
  useEffect(() => {
    if (taskId === null) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout>;
    // One request at a time: the next poll waits for the previous answer.
    const poll = () => {
      timer = setTimeout(() => {
        api.supplierItemImportTask(taskId, undefined, { skipErrorHandler: true }).then(
          (task) => {
            if (!active) return;
            if (task.status === 'done') setPhase({ kind: 'done', name, task });
            else if (task.status === 'failed')
              setPhase({ kind: 'failed', name, message: task.error ?? '导入失败，请重试' });
            else {
              setPhase({ kind: 'writing', name, task });
              poll();
            }
          },
          () => active && poll(),
        );
      }, POLL_MS);
    };
    poll();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [taskId, name]);

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const f = file as File;
    setPhase({ kind: 'checking', name: f.name });
    const form = new FormData();
    form.append('file', f);
    api.supplierItemImport(form, { skipErrorHandler: true }).then(
      (answer: ImportAnswer) => {
        onSuccess?.(answer);
        if (!answer.ok) {
          setPhase({ kind: 'invalid', name: f.name, errors: answer.errors, rows: answer.rows });
          return;
        }
        setPhase({
          kind: 'writing',
          name: f.name,
          task: {
            id: answer.taskId,
            status: 'running',
            progress: 0,
            products: answer.products,
            rows: answer.rows,
            error: null,
            attempt: 1,
          },
        });
      },
      (error: unknown) => {
        onError?.(error as Error);
        setPhase({
          kind: 'failed',
          name: f.name,
          message: isApiError(error) ? error.message : '网络错误，请稍后再试',
        });
      },
    );
  };

  const busy = phase.kind === 'checking' || phase.kind === 'writing';

  return (
    <>
      <ol className={styles.steps}>
        <li>
          下载
          <a href={SUPPLIER_ITEM_FILES.template} download>
            商品导入模板
          </a>
          ，在「{IMPORT_SHEET}」表中每行填写一个 SKU；同一商品的多个 SKU 填相同的商品编号。
        </li>
        <li>图片请先在下方上传，把得到的图片地址填入「图片地址」列（多张用 | 分隔）。</li>
        <li>
          上传填好的文件（xlsx，最多 {MAX_IMPORT_ROWS}
          行）。任何一行有错误时不会导入任何数据，请按错误列表修改后重新上传。
        </li>
        <li>导入的商品进入运营审核，审核通过后在商城展示。</li>
      </ol>

      <Space wrap>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          customRequest={customRequest}
          disabled={busy}
          beforeUpload={(file) => {
            if (!/\.xlsx$/i.test(file.name)) {
              void message.error('请上传 xlsx 格式的导入文件');
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
        >
          <Button type="primary" icon={<UploadOutlined aria-hidden />} loading={busy}>
            上传导入文件
          </Button>
        </Upload>
        <Button href={SUPPLIER_ITEM_FILES.export}>导出我的商品</Button>
      </Space>

      <div aria-live="polite" style={{ marginTop: 16 }}>
        {phase.kind === 'checking' ? (
          <Alert type="info" showIcon title={`正在校验「${phase.name}」…`} />
        ) : null}
        {phase.kind === 'writing' || phase.kind === 'done' ? (
          <div>
            <p>
              {phase.kind === 'done'
                ? `导入完成：共 ${phase.task.products} 个商品、${phase.task.rows} 个SKU，已提交运营审核。`
                : `校验通过，正在写入 ${phase.task.products} 个商品${
                    phase.task.attempt > 1 ? `（第 ${phase.task.attempt} 次尝试）` : ''
                  }…`}
            </p>
            <Progress
              percent={phase.task.progress}
              status={phase.kind === 'done' ? 'success' : 'active'}
              aria-label="导入进度"
            />
            {phase.kind === 'done' ? (
              <a href={`${workbenchHref('supplier', 'products')}?state=pending`}>查看待审核商品</a>
            ) : null}
          </div>
        ) : null}
        {phase.kind === 'failed' ? <Alert type="error" showIcon title={phase.message} /> : null}
        {phase.kind === 'invalid' ? (
          <>
            <Alert
              type="error"
              showIcon
              title={`「${phase.name}」有 ${phase.errors.length} 处错误，未导入任何数据`}
              description="请按下表修改后重新上传。"
            />
            <Table<ImportError>
              aria-label="导入错误"
              rowKey={(e) => `${e.row}-${e.column}-${e.reason}`}
              columns={ERROR_COLUMNS}
              dataSource={phase.errors}
              size="small"
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              style={{ marginTop: 12 }}
            />
          </>
        ) : null}
      </div>

      <h2 className={styles.sectionTitle}>上传图片获取地址</h2>
      <ImageUpload
        label="上传导入用的图片"
        maxCount={50}
        value={imageUrls}
        onChange={setImageUrls}
      />
      {imageUrls.length ? (
        <ul className={styles.urlList} aria-label="图片地址">
          {imageUrls.map((url) => (
            <li key={url}>
              <Typography.Text copyable>{url}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
