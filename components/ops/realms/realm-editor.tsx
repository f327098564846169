'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Form, Input, Radio, Select, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { RealmDetail, RealmOptions } from '@/api/modules/ops-console';
import { MallForm } from '@/components/forms/mall-form';
import { useSaving } from '@/components/forms/use-saving';
import { ImageField } from '@/components/supplier-centre/image-field';
import { zodRule } from '@/lib/form-rule';
import { DEFAULT_HOME_LAYOUT } from '@/lib/home-layout';
import {
  REALM_COPYRIGHT_MAX,
  REALM_EMAIL_MAX,
  REALM_FOOTER_LABEL_MAX,
  REALM_FOOTER_LINKS_MAX,
  REALM_ICP_MAX,
  REALM_NAME_MAX,
  REALM_PHONE_MAX,
  REALM_SEO_DESCRIPTION_MAX,
  REALM_SEO_KEYWORDS_MAX,
  REALM_SHORT_NAME_MAX,
  REALM_TEMPLATES,
  REALM_URL_MAX,
  realmCodeSchema,
  realmFormSchema,
  type RealmFormInput,
} from '@/lib/ops-realms';
import { ColorField } from './color-field';
import { HomeLayoutField } from './home-layout-field';
import { RealmPreview } from './realm-preview';
import styles from './realms.module.css';

const shape = realmFormSchema.shape;
const linkShape = shape.footerLinks.element.shape;

type Values = RealmFormInput & { code?: string };

const NEW_REALM: Values = {
  code: '',
  name: '',
  shortName: '',
  domains: [],
  applicationTemplateId: 1,
  logo: '',
  darkLogo: '',
  favicon: '',
  officialAccountQr: null,
  themeColor: '#1d4ed8',
  companyMobile: '',
  companyEmail: '',
  footerLinks: [
    { label: '帮助中心', href: '/help' },
    { label: '关于我们', href: '/help/aboutUs' },
  ],
  icp: '',
  copyright: '',
  homeLayout: [...DEFAULT_HOME_LAYOUT],
  featuredCategoryIds: [],
  featuredSupplierIds: [],
  seoDescription: '',
  seoKeywords: '',
  developerUrl: '/workbench/developer',
  supplierUrl: '/workbench/supplier',
  accountSiteUrl: '',
  chatUrl: '',
};

export interface RealmEditorProps {
  /** The realm to edit, 'new' to create one, null when closed. */
  editing: string | 'new' | null;
  /** Whether this operator may change domains (content operators; not a realm operator). */
  canChangeDomains: boolean;
  onClose: () => void;
  onSaved: (realm: RealmDetail) => void;
}

function valuesOf(realm: RealmDetail): Values {
  const { published: _p, isDefault: _d, updatedAt: _u, ...values } = realm;
  return values;
}

/** 新建专区 / 编辑专区: the whole realm in one form, with its shell previewed beside it. */
export function RealmEditor({ editing, canChangeDomains, onClose, onSaved }: RealmEditorProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, save] = useSaving();
  const [options, setOptions] = useState<RealmOptions | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const creating = editing === 'new';
  const preview = Form.useWatch([], form) as Values | undefined;

  useEffect(() => {
    if (editing === null) return;
    let active = true;
    api.opsRealmOptions().then(
      (o) => active && setOptions(o),
      () => undefined,
    );
    if (editing === 'new') {
      form.setFieldsValue(NEW_REALM);
    } else {
      api.opsRealm(editing).then((realm) => {
        if (!active) return;
        form.setFieldsValue(valuesOf(realm));
        setLoaded(editing);
      }, onClose);
    }
    return () => {
      active = false;
    };
  }, [editing, form, onClose]);

  const submit = (values: Values) =>
    save(async () => {
      const { code, ...rest } = values;
      const saved = creating
        ? await api.opsCreateRealm({ ...rest, code: code ?? '' })
        : await api.opsUpdateRealm(editing!, rest);
      message.success(saved.published ? '已保存，专区页面已更新' : '已保存，发布后生效');
      onSaved(saved);
    });

  const ready = creating || loaded === editing;
  return (
    <Drawer
      open={editing !== null}
      title={creating ? '新建专区' : `编辑专区：${editing ?? ''}`}
      size={1080}
      onClose={onClose}
      destroyOnHidden
      afterOpenChange={(open) => !open && setLoaded(null)}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={!ready} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {ready ? null : <Skeleton active paragraph={{ rows: 12 }} />}
      <div className={styles.editor} hidden={!ready}>
        <MallForm<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <h3 className={styles.group}>基本信息</h3>
          {creating ? (
            <Form.Item
              label="专区代码"
              name="code"
              required
              rules={[zodRule(realmCodeSchema)]}
              extra="小写字母、数字或连字符，创建后不能修改"
            >
              <Input maxLength={32} />
            </Form.Item>
          ) : null}
          <Form.Item label="专区名称" name="name" required rules={[zodRule(shape.name)]}>
            <Input maxLength={REALM_NAME_MAX} showCount />
          </Form.Item>
          <Form.Item label="专区简称" name="shortName" required rules={[zodRule(shape.shortName)]}>
            <Input maxLength={REALM_SHORT_NAME_MAX} showCount />
          </Form.Item>
          <Form.Item
            label="域名"
            name="domains"
            required
            rules={[zodRule(shape.domains)]}
            extra={
              canChangeDomains
                ? '只填主机名，如 xinhe.example.com；输入后按回车，可填多个，第一个为主域名'
                : '域名由内容运营维护'
            }
          >
            <Select<string[]>
              mode="tags"
              aria-label="域名"
              open={false}
              suffixIcon={null}
              disabled={!canChangeDomains}
              tokenSeparators={[',', '，', ' ']}
              placeholder="xinhe.example.com"
            />
          </Form.Item>
          <Form.Item
            label="页面模板"
            name="applicationTemplateId"
            rules={[zodRule(shape.applicationTemplateId)]}
          >
            <Radio.Group
              options={Object.entries(REALM_TEMPLATES).map(([value, label]) => ({
                value: Number(value),
                label,
              }))}
            />
          </Form.Item>

          <h3 className={styles.group}>品牌形象</h3>
          <Form.Item
            label="Logo（白底）"
            name="logo"
            required
            rules={[zodRule(shape.logo)]}
            extra="png 或 jpg 图片，上传时按文件内容检查"
          >
            <ImageField label="Logo" />
          </Form.Item>
          <Form.Item
            label="深色底 Logo（页脚）"
            name="darkLogo"
            required
            rules={[zodRule(shape.darkLogo)]}
          >
            <ImageField label="深色底 Logo" />
          </Form.Item>
          <Form.Item
            label="网站图标"
            name="favicon"
            required
            rules={[zodRule(shape.favicon)]}
            extra="浏览器标签页上的小图标，建议 64×64 的 png"
          >
            <ImageField label="网站图标" />
          </Form.Item>
          <Form.Item
            label="公众号二维码"
            name="officialAccountQr"
            rules={[zodRule(shape.officialAccountQr)]}
            extra="选填；上传后专区页脚显示「关注公众号」与此二维码"
          >
            <ImageField label="公众号二维码" clearable />
          </Form.Item>
          <Form.Item
            label="主色"
            name="themeColor"
            required
            rules={[zodRule(shape.themeColor)]}
            extra="按钮、导航与高亮用色；过浅的颜色会因对比度不足被拒绝"
          >
            <ColorField />
          </Form.Item>

          <h3 className={styles.group}>页脚</h3>
          <Form.Item
            label="客服电话"
            name="companyMobile"
            required
            rules={[zodRule(shape.companyMobile)]}
          >
            <Input maxLength={REALM_PHONE_MAX} />
          </Form.Item>
          <Form.Item
            label="客服邮箱"
            name="companyEmail"
            required
            rules={[zodRule(shape.companyEmail)]}
          >
            <Input maxLength={REALM_EMAIL_MAX} />
          </Form.Item>
          <Form.List name="footerLinks">
            {(fields, { add, remove }) => (
              <fieldset className={styles.blocks}>
                <legend>页脚链接</legend>
                {fields.map((field, i) => (
                  <div key={field.key} className={styles.row}>
                    <Form.Item name={[field.name, 'label']} rules={[zodRule(linkShape.label)]}>
                      <Input
                        aria-label={`第 ${i + 1} 个链接文字`}
                        placeholder="链接文字"
                        maxLength={REALM_FOOTER_LABEL_MAX}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'href']} rules={[zodRule(linkShape.href)]}>
                      <Input
                        aria-label={`第 ${i + 1} 个链接地址`}
                        placeholder="/help 或 https://…"
                        maxLength={REALM_URL_MAX}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={`删除第 ${i + 1} 个链接`}
                      onClick={() => remove(field.name)}
                    />
                  </div>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= REALM_FOOTER_LINKS_MAX}
                  onClick={() => add({ label: '', href: '' })}
                >
                  添加链接
                </Button>
              </fieldset>
            )}
          </Form.List>
          <Form.Item label="ICP 备案号" name="icp" rules={[zodRule(shape.icp)]}>
            <Input maxLength={REALM_ICP_MAX} placeholder="如 浙ICP备2026000001号" />
          </Form.Item>
          <Form.Item label="版权信息" name="copyright" rules={[zodRule(shape.copyright)]}>
            <Input maxLength={REALM_COPYRIGHT_MAX} />
          </Form.Item>

          <h3 className={styles.group}>首页</h3>
          <Form.Item
            label="首页板块与顺序"
            name="homeLayout"
            required
            rules={[zodRule(shape.homeLayout)]}
          >
            <HomeLayoutField />
          </Form.Item>
          <Form.Item
            label="精选类目"
            name="featuredCategoryIds"
            rules={[zodRule(shape.featuredCategoryIds)]}
            extra="显示在「专区精选」板块，最多 8 个"
          >
            <Select<number[]>
              mode="multiple"
              aria-label="精选类目"
              showSearch={{ optionFilterProp: 'label' }}
              loading={!options}
              maxCount={8}
              options={options?.categories.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
          <Form.Item
            label="精选供应商"
            name="featuredSupplierIds"
            rules={[zodRule(shape.featuredSupplierIds)]}
          >
            <Select<number[]>
              mode="multiple"
              aria-label="精选供应商"
              showSearch={{ optionFilterProp: 'label' }}
              loading={!options}
              maxCount={8}
              options={options?.suppliers.map((s) => ({ value: s.id, label: s.name }))}
            />
          </Form.Item>

          <h3 className={styles.group}>SEO 默认值</h3>
          <Form.Item label="描述" name="seoDescription" rules={[zodRule(shape.seoDescription)]}>
            <Input.TextArea
              maxLength={REALM_SEO_DESCRIPTION_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
            />
          </Form.Item>
          <Form.Item
            label="关键词"
            name="seoKeywords"
            rules={[zodRule(shape.seoKeywords)]}
            extra="用逗号分隔"
          >
            <Input maxLength={REALM_SEO_KEYWORDS_MAX} />
          </Form.Item>

          <h3 className={styles.group}>入口地址</h3>
          <Form.Item
            label="采购工作台地址"
            name="developerUrl"
            required
            rules={[zodRule(shape.developerUrl)]}
          >
            <Input maxLength={REALM_URL_MAX} />
          </Form.Item>
          <Form.Item
            label="供应工作台地址"
            name="supplierUrl"
            required
            rules={[zodRule(shape.supplierUrl)]}
          >
            <Input maxLength={REALM_URL_MAX} />
          </Form.Item>
          <Form.Item
            label="账号站地址"
            name="accountSiteUrl"
            rules={[zodRule(shape.accountSiteUrl)]}
            extra="留空则使用全站统一的账号站"
          >
            <Input maxLength={REALM_URL_MAX} />
          </Form.Item>
          <Form.Item
            label="在线客服地址"
            name="chatUrl"
            rules={[zodRule(shape.chatUrl)]}
            extra="留空则使用全站统一的在线客服"
          >
            <Input maxLength={REALM_URL_MAX} />
          </Form.Item>
        </MallForm>
        <aside className={styles.aside} aria-label="预览">
          <h3 className={styles.group}>预览</h3>
          <RealmPreview values={preview ?? {}} />
        </aside>
      </div>
    </Drawer>
  );
}
