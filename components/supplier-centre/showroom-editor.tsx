'use client';

import { App, Button, Form, Input, InputNumber, Modal, Select, Tabs } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import type { Showroom } from '@/api/types';
import { api } from '@/api';
import { useSaving } from '@/components/forms/use-saving';
import { ShowroomHeader } from '@/components/supplier/showroom-header';
import { ShowroomProfile } from '@/components/supplier/showroom-profile';
import {
  FactoryPlan,
  ProjectCaseGrid,
  QualificationGrid,
} from '@/components/supplier/showroom-sections';
import supplierStyles from '@/components/supplier/supplier.module.css';
import { zodRule } from '@/lib/form-rule';
import { resizedUrl } from '@/lib/image-params';
import {
  factoryImageSchema,
  factoryVrSchema,
  projectCaseSchema,
  QUALIFICATION_KINDS,
  qualificationSchema,
  SHOWROOM_LIMITS,
  showroomIssue,
  showroomSchema,
  type ShowroomData,
} from '@/lib/showroom-edit';
import { showroomPath } from '@/lib/supplier';
import { ImageField } from './image-field';
import { RichTextEditor } from './rich-text-editor';
import styles from './showroom-editor.module.css';

type Values = ShowroomData;

const field = (name: keyof typeof showroomSchema.shape) => zodRule(showroomSchema.shape[name]);

/** The public Showroom the draft would publish, for the preview. */
function previewOf(base: Showroom, v: Values): Showroom {
  return {
    ...base,
    logo: v.logo,
    shortName: v.shortName,
    slogan: v.slogan,
    intro: v.intro,
    bannerUrl: v.bannerUrl,
    mainProducts: v.mainProducts,
    foundedYear: v.foundedYear,
    registeredCapital: v.registeredCapital,
    employees: v.employees,
    annualOutput: v.annualOutput,
    province: v.province,
    city: v.city,
    counts: {
      ...base.counts,
      cases: v.projectCases.length,
      qualifications: v.qualifications.length,
      factory: v.factoryImages.length,
      vr: v.vrs.length,
    },
  };
}

/** Fills in what an unfinished list item lacks, so the preview can draw it. */
function normalise(v: Partial<Values>, initial: Values): Values {
  return {
    ...initial,
    ...v,
    factoryImages: (v.factoryImages ?? []).filter(Boolean),
    vrs: (v.vrs ?? []).filter(Boolean),
    projectCases: (v.projectCases ?? []).filter(Boolean),
    qualifications: (v.qualifications ?? []).filter(Boolean),
  } as Values;
}

function ListSection({
  name,
  title,
  max,
  empty,
  blank,
  render,
}: {
  name: 'factoryImages' | 'vrs' | 'projectCases' | 'qualifications';
  title: string;
  max: number;
  empty: string;
  blank: object;
  render: (f: FormListFieldData, index: number) => ReactNode;
}) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove, move }) => (
        <div>
          {fields.length === 0 ? <p className={supplierStyles.prose}>{empty}</p> : null}
          {fields.map((f, i) => (
            <fieldset key={f.key} className={styles.item} aria-label={`${title}第 ${i + 1} 项`}>
              <div className={styles.itemHead}>
                <span>
                  {title} {i + 1}
                </span>
                <span>
                  <Button
                    size="small"
                    type="link"
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                    aria-label={`${title}第 ${i + 1} 项上移`}
                  >
                    上移
                  </Button>
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() => remove(f.name)}
                    aria-label={`删除${title}第 ${i + 1} 项`}
                  >
                    删除
                  </Button>
                </span>
              </div>
              {render(f, i)}
            </fieldset>
          ))}
          <Button onClick={() => add(blank)} disabled={fields.length >= max}>
            添加{title}（{fields.length}/{max}）
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/**
 * 展厅管理: every part of the public showroom in one form — profile, images, contact, factory
 * spots, VR panoramas, project cases, qualifications — previewed with the public components
 * before it is published.
 */
export function ShowroomEditor({ initial, base }: { initial: Values; base: Showroom }) {
  const [form] = Form.useForm<Values>();
  const router = useRouter();
  const { message } = App.useApp();
  const [saving, run] = useSaving();
  const [preview, setPreview] = useState<Values | null>(null);
  const [tab, setTab] = useState('profile');

  const openPreview = () => setPreview(normalise(form.getFieldsValue(true), initial));

  const publish = (raw: Values) =>
    run(async () => {
      const values = normalise(raw, initial);
      const parsed = showroomSchema.safeParse(values);
      if (!parsed.success) {
        message.error(showroomIssue(parsed.error));
        throw new Error('invalid');
      }
      await api.updateCompanyHall(values);
      message.success('展厅已发布，公开页面已更新');
      setPreview(null);
      router.refresh();
    });

  const tabOfField = (name: (string | number)[]): string => {
    const head = String(name[0]);
    if (['factoryImages', 'vrs', 'projectCases', 'qualifications'].includes(head)) return head;
    if (['logo', 'bannerUrl'].includes(head)) return 'images';
    if (
      [
        'contactName',
        'contactPhone',
        'contactEmail',
        'website',
        'province',
        'city',
        'address',
      ].includes(head)
    ) {
      return 'contact';
    }
    return 'profile';
  };

  const items = [
    {
      key: 'profile',
      label: '基本信息',
      forceRender: true,
      children: (
        <>
          <div className={styles.grid2}>
            <Form.Item name="shortName" label="展厅简称" required rules={[field('shortName')]}>
              <Input maxLength={32} showCount placeholder="展厅与名录中显示的企业简称" />
            </Form.Item>
            <Form.Item name="slogan" label="宣传语" rules={[field('slogan')]}>
              <Input maxLength={128} showCount placeholder="一句话介绍企业（选填）" />
            </Form.Item>
          </div>
          <Form.Item
            name="intro"
            label="公司简介"
            required
            rules={[field('intro')]}
            extra={`最多 ${SHOWROOM_LIMITS.introPlain} 个字，可加粗、分段和使用列表`}
          >
            <RichTextEditor aria-label="公司简介" />
          </Form.Item>
          <Form.Item name="mainProducts" label="主营产品" rules={[field('mainProducts')]}>
            <Input maxLength={255} showCount placeholder="多个产品用顿号分隔" />
          </Form.Item>
          <div className={styles.grid2}>
            <Form.Item name="foundedYear" label="成立年份" rules={[field('foundedYear')]}>
              <InputNumber<number> min={1900} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="registeredCapital"
              label="注册资本（万元）"
              rules={[field('registeredCapital')]}
            >
              <InputNumber<number>
                min={0}
                max={100_000_000}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item name="employees" label="员工人数" rules={[field('employees')]}>
              <Input maxLength={32} placeholder="例如 200-500人" />
            </Form.Item>
            <Form.Item name="annualOutput" label="年产值" rules={[field('annualOutput')]}>
              <Input maxLength={64} placeholder="例如 5000万元" />
            </Form.Item>
          </div>
        </>
      ),
    },
    {
      key: 'images',
      label: '形象图片',
      forceRender: true,
      children: (
        <>
          <Form.Item name="logo" label="企业 Logo" rules={[field('logo')]}>
            <ImageField label="企业 Logo" clearable />
          </Form.Item>
          <Form.Item
            name="bannerUrl"
            label="展厅横幅"
            rules={[field('bannerUrl')]}
            extra="建议 1920×360 像素"
          >
            <ImageField label="展厅横幅" clearable />
          </Form.Item>
        </>
      ),
    },
    {
      key: 'contact',
      label: '联系方式',
      forceRender: true,
      children: (
        <div className={styles.grid2}>
          <Form.Item name="contactName" label="联系人" required rules={[field('contactName')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="contactPhone" label="联系电话" required rules={[field('contactPhone')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="contactEmail" label="联系邮箱" rules={[field('contactEmail')]}>
            <Input maxLength={128} />
          </Form.Item>
          <Form.Item name="website" label="企业官网" rules={[field('website')]}>
            <Input maxLength={255} placeholder="https://" />
          </Form.Item>
          <Form.Item name="province" label="省份" rules={[field('province')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="city" label="城市" rules={[field('city')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item
            name="address"
            label="详细地址"
            rules={[field('address')]}
            style={{ gridColumn: 'span 2' }}
          >
            <Input maxLength={255} />
          </Form.Item>
        </div>
      ),
    },
    {
      key: 'factoryImages',
      label: '工厂实景',
      forceRender: true,
      children: (
        <ListSection
          name="factoryImages"
          title="实景点位"
          max={SHOWROOM_LIMITS.factoryImages}
          empty="暂无工厂实景。每个点位会在厂区平面图上显示一个编号。"
          blank={{ title: '', description: null, imageUrl: '' }}
          render={(f) => (
            <>
              <Form.Item
                name={[f.name, 'title']}
                label="实景名称"
                required
                rules={[zodRule(factoryImageSchema.shape.title)]}
              >
                <Input maxLength={64} />
              </Form.Item>
              <Form.Item
                name={[f.name, 'description']}
                label="实景说明"
                rules={[zodRule(factoryImageSchema.shape.description)]}
              >
                <Input.TextArea maxLength={500} showCount rows={2} />
              </Form.Item>
              <Form.Item
                name={[f.name, 'imageUrl']}
                label="实景图片"
                required
                rules={[zodRule(factoryImageSchema.shape.imageUrl)]}
              >
                <ImageField label="实景图片" />
              </Form.Item>
            </>
          )}
        />
      ),
    },
    {
      key: 'vrs',
      label: 'VR 全景',
      forceRender: true,
      children: (
        <ListSection
          name="vrs"
          title="全景"
          max={SHOWROOM_LIMITS.vrs}
          empty="暂无 VR 全景。上传宽高比 2:1 的等距柱状投影（equirectangular）全景照片，访客可 360° 拖动查看。"
          blank={{ title: '', vrUrl: '' }}
          render={(f) => (
            <>
              <Form.Item
                name={[f.name, 'title']}
                label="全景名称"
                required
                rules={[zodRule(factoryVrSchema.shape.title)]}
              >
                <Input maxLength={64} />
              </Form.Item>
              <Form.Item
                name={[f.name, 'vrUrl']}
                label="全景图片"
                required
                rules={[zodRule(factoryVrSchema.shape.vrUrl)]}
              >
                <ImageField label="全景图片" panorama />
              </Form.Item>
            </>
          )}
        />
      ),
    },
    {
      key: 'projectCases',
      label: '项目案例',
      forceRender: true,
      children: (
        <ListSection
          name="projectCases"
          title="案例"
          max={SHOWROOM_LIMITS.projectCases}
          empty="暂无项目案例。"
          blank={{
            title: '',
            projectName: '',
            developerName: null,
            province: null,
            city: null,
            coverUrl: '',
            description: null,
            completedAt: null,
          }}
          render={(f) => (
            <>
              <div className={styles.grid2}>
                <Form.Item
                  name={[f.name, 'title']}
                  label="案例标题"
                  required
                  rules={[zodRule(projectCaseSchema.shape.title)]}
                >
                  <Input maxLength={128} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'projectName']}
                  label="项目名称"
                  required
                  rules={[zodRule(projectCaseSchema.shape.projectName)]}
                >
                  <Input maxLength={128} />
                </Form.Item>
              </div>
              <div className={styles.grid3}>
                <Form.Item
                  name={[f.name, 'developerName']}
                  label="开发商"
                  rules={[zodRule(projectCaseSchema.shape.developerName)]}
                >
                  <Input maxLength={128} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'province']}
                  label="省份"
                  rules={[zodRule(projectCaseSchema.shape.province)]}
                >
                  <Input maxLength={32} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'city']}
                  label="城市"
                  rules={[zodRule(projectCaseSchema.shape.city)]}
                >
                  <Input maxLength={32} />
                </Form.Item>
              </div>
              <Form.Item
                name={[f.name, 'completedAt']}
                label="完工日期"
                rules={[zodRule(projectCaseSchema.shape.completedAt)]}
              >
                <Input type="date" style={{ width: 200 }} />
              </Form.Item>
              <Form.Item
                name={[f.name, 'description']}
                label="案例说明"
                rules={[zodRule(projectCaseSchema.shape.description)]}
              >
                <Input.TextArea maxLength={500} showCount rows={2} />
              </Form.Item>
              <Form.Item
                name={[f.name, 'coverUrl']}
                label="案例封面"
                required
                rules={[zodRule(projectCaseSchema.shape.coverUrl)]}
              >
                <ImageField label="案例封面" />
              </Form.Item>
            </>
          )}
        />
      ),
    },
    {
      key: 'qualifications',
      label: '资质证照',
      forceRender: true,
      children: (
        <ListSection
          name="qualifications"
          title="证照"
          max={SHOWROOM_LIMITS.qualifications}
          empty="暂无资质证照。"
          blank={{ kind: 'certificate', name: '', fileUrl: '', issuedBy: null, validUntil: null }}
          render={(f) => (
            <>
              <div className={styles.grid2}>
                <Form.Item
                  name={[f.name, 'kind']}
                  label="证照类型"
                  required
                  rules={[zodRule(qualificationSchema.shape.kind)]}
                >
                  <Select options={QUALIFICATION_KINDS.map((k) => ({ ...k }))} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'name']}
                  label="证照名称"
                  required
                  rules={[zodRule(qualificationSchema.shape.name)]}
                >
                  <Input maxLength={128} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'issuedBy']}
                  label="发证机构"
                  rules={[zodRule(qualificationSchema.shape.issuedBy)]}
                >
                  <Input maxLength={128} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'validUntil']}
                  label="有效期至"
                  rules={[zodRule(qualificationSchema.shape.validUntil)]}
                >
                  <Input type="date" />
                </Form.Item>
              </div>
              <Form.Item
                name={[f.name, 'fileUrl']}
                label="证照文件"
                required
                rules={[zodRule(qualificationSchema.shape.fileUrl)]}
              >
                <ImageField label="证照文件" allowPdf />
              </Form.Item>
            </>
          )}
        />
      ),
    },
  ];

  const shown = preview ? previewOf(base, preview) : null;
  return (
    <>
      <MallForm<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={publish}
        onFinishFailed={({ errorFields }) => {
          const first = errorFields[0];
          if (!first) return;
          setTab(tabOfField(first.name));
          message.error(first.errors[0] ?? '请检查表单');
        }}
        disabled={saving}
        aria-label="展厅信息"
      >
        <Tabs activeKey={tab} onChange={setTab} items={items} />
        <div className={styles.bar}>
          <Link href={showroomPath(base.id)} target="_blank" prefetch={false}>
            查看已发布的展厅
          </Link>
          <span style={{ flex: 1 }} />
          <Button onClick={openPreview}>预览</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            发布
          </Button>
        </div>
      </MallForm>
      <Modal
        open={preview !== null}
        title="展厅预览（尚未发布）"
        width={1240}
        onCancel={() => setPreview(null)}
        footer={[
          <Button key="back" onClick={() => setPreview(null)}>
            继续编辑
          </Button>,
          <Button key="publish" type="primary" loading={saving} onClick={() => form.submit()}>
            发布
          </Button>,
        ]}
        destroyOnHidden
      >
        {shown && preview ? (
          <div className={styles.preview} data-testid="showroom-preview">
            <ShowroomHeader showroom={shown} />
            <div style={{ padding: '16px' }}>
              <ShowroomProfile showroom={shown} />
              {preview.factoryImages.length ? (
                <section className={supplierStyles.panel} aria-label="工厂实景预览">
                  <h2 className={supplierStyles.panelTitle}>工厂实景</h2>
                  <FactoryPlan
                    tenantId={base.id}
                    spots={preview.factoryImages.map((s, i) => ({
                      id: i + 1,
                      title: s.title || '（未命名）',
                      description: s.description,
                      imageUrl: s.imageUrl,
                      images: [s.imageUrl],
                    }))}
                  />
                </section>
              ) : null}
              {preview.vrs.length ? (
                <section className={supplierStyles.panel} aria-label="VR 全景预览">
                  <h2 className={supplierStyles.panelTitle}>VR 全景</h2>
                  <ul style={{ display: 'flex', gap: 12, listStyle: 'none', padding: 0 }}>
                    {preview.vrs.map((v, i) => (
                      <li key={i}>
                        {v.vrUrl ? (
                          // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
                          <img src={resizedUrl(v.vrUrl, 320)} alt={v.title} width={240} />
                        ) : null}
                        <div>{v.title}</div>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {preview.projectCases.length ? (
                <section className={supplierStyles.panel} aria-label="项目案例预览">
                  <h2 className={supplierStyles.panelTitle}>项目案例</h2>
                  <ProjectCaseGrid
                    cases={preview.projectCases.map((c, i) => ({
                      ...c,
                      id: i + 1,
                      images: [c.coverUrl],
                    }))}
                  />
                </section>
              ) : null}
              {preview.qualifications.length ? (
                <section className={supplierStyles.panel} aria-label="资质证照预览">
                  <h2 className={supplierStyles.panelTitle}>资质证照</h2>
                  <QualificationGrid
                    items={preview.qualifications.map((q, i) => ({
                      ...q,
                      id: i + 1,
                      fileType: /\.pdf($|\?)/i.test(q.fileUrl) ? 'pdf' : 'png',
                    }))}
                  />
                </section>
              ) : null}
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
