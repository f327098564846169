'use client';

import { App, Button, Empty, Form, Input, Spin, Table } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { MallForm, refuseSubmit } from '@/components/forms/mall-form';
import { api } from '@/api';
import type { CompetitionSignup } from '@/api/modules/competition';
import { FileUpload, singleFileProps } from '@/components/auth/file-upload';
import styles from '@/components/content/content.module.css';
import {
  DESIGNER_TYPES,
  MATERIAL_ACCEPT,
  MATERIAL_LABELS,
  MATERIAL_STATUS,
  materialSchema,
  SIGNUP_STATUS,
} from '@/lib/competition';

/** The user's sign-ups for this competition, the running stage and the entries handed in. */
export function MyEntries({
  signups,
  loading,
  onChanged,
}: {
  signups: CompetitionSignup[];
  loading: boolean;
  onChanged: () => void;
}) {
  if (loading) return <Spin aria-label="加载中" />;
  if (signups.length === 0) return <Empty description="您还没有报名本届大赛，选择赛道即可报名" />;
  return (
    <ul className={styles.rows} aria-label="我的报名">
      {signups.map((s) => {
        const stage = s.stages[s.currentStage];
        return (
          <li key={s.id} className={styles.row}>
            <div className={styles.rowBody}>
              <h3 className={styles.rowTitle}>
                {s.trackName} <span className={styles.tag}>{SIGNUP_STATUS[s.status]}</span>
              </h3>
              <div className={styles.meta}>
                <span>{DESIGNER_TYPES.find((t) => t.code === s.designerType)?.name}</span>
                <span>报名时间 {dayjs(s.createdAt).format('YYYY-MM-DD')}</span>
                <span>
                  当前赛段：{stage ? stage.name : s.currentStage < 0 ? '未开始' : '已结束'}
                </span>
              </div>
              <ul aria-label={`${s.trackName}的参赛作品`}>
                {s.materials.map((m) => (
                  <li key={m.id}>
                    <a href={m.fileUrl} target="_blank" rel="noreferrer">
                      {m.title}
                    </a>{' '}
                    · {m.stage} · {MATERIAL_STATUS[m.status]}
                    {m.score !== null ? ` · ${m.score}分` : ''}
                  </li>
                ))}
              </ul>
              {stage ? (
                <MaterialForm signupId={s.id} stage={stage.name} onDone={onChanged} />
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function MaterialForm({
  signupId,
  stage,
  onDone,
}: {
  signupId: number;
  stage: string;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ title: string; fileUrl?: string }>();
  const [sending, setSending] = useState(false);

  const submit = async (values: { title: string; fileUrl?: string }) => {
    const parsed = materialSchema.safeParse({ ...values, signupId });
    if (!parsed.success) {
      refuseSubmit(
        form,
        parsed.error.issues.map((i) => ({
          name: i.path[0] as 'title' | 'fileUrl',
          errors: [i.message],
        })),
      );
      return;
    }
    setSending(true);
    try {
      await api.uploadMaterial(parsed.data);
      void message.success('参赛资料已提交');
      form.resetFields();
      onDone();
    } catch {
      // The request layer shows the server's message; the form keeps its values.
    } finally {
      setSending(false);
    }
  };

  return (
    <MallForm
      form={form}
      layout="inline"
      onFinish={(v) => void submit(v)}
      aria-label={`提交${stage}作品`}
      style={{ marginTop: 8, rowGap: 8 }}
    >
      <Form.Item
        name="title"
        label={MATERIAL_LABELS.title}
        rules={[{ required: true, message: '请输入作品名称' }]}
      >
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item
        name="fileUrl"
        label={MATERIAL_LABELS.fileUrl}
        rules={[{ required: true, message: '请上传参赛资料' }]}
        {...singleFileProps}
      >
        <FileUpload buttonText="上传参赛资料" accept={MATERIAL_ACCEPT} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        提交{stage}作品
      </Button>
    </MallForm>
  );
}

type Project = Awaited<ReturnType<typeof api.myDesignProject>>['records'][number];

/** Every entry the user has handed in, across competitions (myDesignProject). */
export function MyProjects() {
  const [pageNo, setPageNo] = useState(1);
  const [data, setData] = useState<{ records: Project[]; total: number } | null>(null);

  useEffect(() => {
    let live = true;
    api.myDesignProject({ pageNo, pageSize: 10 }, { skipErrorHandler: true }).then(
      (page) => live && setData(page),
      () => live && setData({ records: [], total: 0 }),
    );
    return () => {
      live = false;
    };
  }, [pageNo]);

  return (
    <Table<Project>
      rowKey="id"
      size="small"
      loading={!data}
      dataSource={data?.records ?? []}
      locale={{ emptyText: <Empty description="还没有提交过参赛作品" /> }}
      pagination={{ current: pageNo, pageSize: 10, total: data?.total ?? 0, onChange: setPageNo }}
      columns={[
        {
          title: '作品',
          dataIndex: 'title',
          render: (title: string, p) => (
            <a href={p.fileUrl} target="_blank" rel="noreferrer">
              {title}
            </a>
          ),
        },
        { title: '大赛', dataIndex: 'competitionTitle' },
        { title: '赛道', dataIndex: 'trackName' },
        { title: '赛段', dataIndex: 'stage' },
        { title: '状态', dataIndex: 'status', render: (s: number) => MATERIAL_STATUS[s] },
        {
          title: '提交时间',
          dataIndex: 'createdAt',
          render: (t: string) => dayjs(t).format('YYYY-MM-DD HH:mm'),
        },
      ]}
    />
  );
}
