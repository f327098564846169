'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Cascader,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MallForm } from '@/components/forms/mall-form';
import { api } from '@/api';
import type {
  BrandOption,
  SupplierProductDetail,
  SupplierSkuForm,
} from '@/api/modules/supplier-item';
import type { CategoryNode } from '@/lib/category-tree';
import { FileUpload } from '@/components/auth/file-upload';
import { useSaving } from '@/components/forms/use-saving';
import { RichText } from '@/components/content/rich-text';
import { sanitizeHtml } from '@/lib/rich-text';
import {
  AUDIT_STATUS_NAME,
  isRangeType,
  parseProductForm,
  PRICE_TYPE_OPTIONS,
  PRODUCT_LIMITS,
  PRODUCT_STATE_NAME,
  rebuildSkus,
  specText,
} from '@/lib/supplier-product';
import { workbenchHref } from '@/lib/workbench-nav';
import { ImageUpload } from './image-upload';
import styles from './supplier-product.module.css';

interface CertValue {
  name: string;
  certNo: string;
  fileUrl?: string;
  expiresAt?: Dayjs | null;
}

interface FormValues {
  categoryPath: number[];
  brandId?: number | null;
  name: string;
  model?: string;
  unit: string;
  minOrderQty: number;
  attributes: { key: string; value: string }[];
  salesAttributes: { key: string; values: string[] }[];
  skus: SupplierSkuForm[];
  images: string[];
  description: string;
  certificates: CertValue[];
}

const blankSku = (): Omit<SupplierSkuForm, 'salesAttributes'> => ({
  priceType: 2,
  price: null,
  priceMax: null,
  stock: 0,
  projectMinOrder: null,
});

interface CategoryOption {
  value: number;
  label: string;
  isLeaf?: boolean;
  disabled?: boolean;
  children?: CategoryOption[];
}

function cascaderOptions(nodes: CategoryNode[], depth = 1): CategoryOption[] {
  return nodes.map((n) => ({
    value: n.id,
    label: n.name,
    isLeaf: depth === 3,
    disabled: depth < 3 && n.subordinate.length === 0,
    children: depth < 3 ? cascaderOptions(n.subordinate, depth + 1) : undefined,
  }));
}

function initialValues(detail: SupplierProductDetail | null): FormValues {
  if (!detail) {
    return {
      categoryPath: [],
      brandId: null,
      name: '',
      unit: '',
      minOrderQty: 1,
      attributes: [],
      salesAttributes: [],
      skus: [{ salesAttributes: [], ...blankSku() }],
      images: [],
      description: '',
      certificates: [],
    };
  }
  const f = detail.form;
  return {
    categoryPath: [f.category1Id, f.category2Id, Number(f.category3Id)],
    brandId: f.brandId ? Number(f.brandId) : null,
    name: f.name,
    model: f.model,
    unit: f.unit,
    minOrderQty: Number(f.minOrderQty),
    attributes: (f.attributes ?? []) as FormValues['attributes'],
    salesAttributes: (f.salesAttributes ?? []) as FormValues['salesAttributes'],
    skus: f.skus,
    images: f.images as string[],
    description: (f.description as string) ?? '',
    certificates: f.certificates.map((c) => ({ ...c, expiresAt: dayjs(c.expiresAt) })),
  };
}

const text = (label: string, max: number, required = true) => [
  ...(required ? [{ required: true, whitespace: true, message: `请输入${label}` }] : []),
  { max, message: `${label}最多 ${max} 个字` },
];

/**
 * The product form of 商品管理 (new and edit): category, brand, attributes, sales attributes with
 * one SKU per combination (price per price type, stock), images, a sanitised description and
 * green certificates. The same zod rules run here and on the server.
 */
export function ProductForm({
  tree,
  detail,
}: {
  tree: CategoryNode[];
  detail: SupplierProductDetail | null;
}) {
  const { message } = App.useApp();
  const router = useRouter();
  const [form] = Form.useForm<FormValues>();
  const [saving, run] = useSaving();
  const [problem, setProblem] = useState<string | null>(null);
  const [brands, setBrands] = useState<BrandOption[]>([]);
  const [preview, setPreview] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const options = useMemo(() => cascaderOptions(tree), [tree]);
  const initial = useMemo(() => initialValues(detail), [detail]);
  const categoryPath = Form.useWatch('categoryPath', form);
  const skus = Form.useWatch('skus', form) ?? initial.skus;
  const description = Form.useWatch('description', form) ?? '';
  const category3Id = categoryPath?.[2];

  useEffect(() => {
    let active = true;
    api
      .supplierItemBrands(category3Id ? { categoryId: category3Id } : {}, {
        skipErrorHandler: true,
      })
      .then((list) => active && setBrands(list))
      .catch(() => active && setBrands([]));
    return () => {
      active = false;
    };
  }, [category3Id]);

  const syncSkus = () => {
    const attrs = (form.getFieldValue('salesAttributes') ?? []) as FormValues['salesAttributes'];
    const clean = attrs
      .filter((a) => a?.key?.trim())
      .map((a) => ({ key: a.key.trim(), values: (a.values ?? []).map((v) => v.trim()) }));
    form.setFieldValue('skus', rebuildSkus(clean, form.getFieldValue('skus') ?? [], blankSku));
  };

  const submit = (values: FormValues) =>
    run(async () => {
      const payload = {
        category3Id: values.categoryPath?.[2],
        brandId: values.brandId ?? null,
        name: values.name,
        model: values.model,
        unit: values.unit,
        minOrderQty: values.minOrderQty,
        attributes: values.attributes ?? [],
        salesAttributes: (values.salesAttributes ?? []).map((a) => ({
          key: a.key?.trim(),
          values: (a.values ?? []).map((v) => v.trim()),
        })),
        skus: (values.skus ?? []).map((s) => ({
          ...s,
          code: s.code || undefined,
          priceMax: isRangeType(s.priceType) ? s.priceMax : null,
          projectMinOrder: s.priceType === 4 ? s.projectMinOrder : null,
        })),
        images: values.images ?? [],
        description: sanitizeHtml(values.description),
        certificates: (values.certificates ?? []).map((c) => ({
          name: c.name,
          certNo: c.certNo,
          fileUrl: c.fileUrl ?? '',
          expiresAt: c.expiresAt ? c.expiresAt.format('YYYY-MM-DD') : '',
        })),
      };
      const parsed = parseProductForm(payload);
      if (!parsed.ok) {
        setProblem(parsed.message);
        problemRef.current?.focus();
        return;
      }
      setProblem(null);
      const saved = detail
        ? await api.supplierItemUpdate(detail.id, payload)
        : await api.supplierItemCreate(payload);
      void message.success(saved.inReview ? '已保存，已提交运营审核' : '已保存');
      router.push(workbenchHref('supplier', `products/${saved.id}`));
      router.refresh();
    });

  const skuColumns: TableColumnsType<SupplierSkuForm> = [
    {
      title: '规格',
      key: 'spec',
      render: (_, sku) => specText(sku.salesAttributes) || '默认规格',
    },
    {
      title: 'SKU编码',
      key: 'code',
      render: (_, __, i) => (
        <Form.Item name={['skus', i, 'code']} noStyle>
          <Input aria-label={`SKU ${i + 1} 编码`} maxLength={PRODUCT_LIMITS.skuCode} />
        </Form.Item>
      ),
    },
    {
      title: '价格类型',
      key: 'priceType',
      render: (_, __, i) => (
        <Form.Item name={['skus', i, 'priceType']} noStyle>
          <Select
            aria-label={`SKU ${i + 1} 价格类型`}
            options={PRICE_TYPE_OPTIONS}
            style={{ width: 100 }}
          />
        </Form.Item>
      ),
    },
    {
      title: '价格（元）',
      key: 'price',
      render: (_, sku, i) => (
        <Space.Compact>
          <Form.Item name={['skus', i, 'price']} noStyle>
            <InputNumber
              aria-label={`SKU ${i + 1} ${isRangeType(sku.priceType) ? '最低价' : '价格'}`}
              min={0}
              max={PRODUCT_LIMITS.maxPrice}
              precision={2}
              placeholder={isRangeType(sku.priceType) ? '最低价' : '价格，0 为询价'}
              style={{ width: 120 }}
            />
          </Form.Item>
          {isRangeType(sku.priceType) ? (
            <Form.Item name={['skus', i, 'priceMax']} noStyle>
              <InputNumber
                aria-label={`SKU ${i + 1} 最高价`}
                min={0}
                max={PRODUCT_LIMITS.maxPrice}
                precision={2}
                placeholder="最高价"
                style={{ width: 110 }}
              />
            </Form.Item>
          ) : null}
        </Space.Compact>
      ),
    },
    {
      title: '库存',
      key: 'stock',
      render: (_, __, i) => (
        <Form.Item name={['skus', i, 'stock']} noStyle>
          <InputNumber
            aria-label={`SKU ${i + 1} 库存`}
            min={0}
            max={PRODUCT_LIMITS.maxStock}
            precision={0}
            style={{ width: 110 }}
          />
        </Form.Item>
      ),
    },
    {
      title: '项目起订量',
      key: 'projectMinOrder',
      render: (_, sku, i) =>
        sku.priceType === 4 ? (
          <Form.Item name={['skus', i, 'projectMinOrder']} noStyle>
            <InputNumber
              aria-label={`SKU ${i + 1} 项目起订量`}
              min={1}
              max={PRODUCT_LIMITS.maxMinOrder}
              precision={0}
              style={{ width: 100 }}
            />
          </Form.Item>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <MallForm<FormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() => setProblem('请按提示修改标红的内容')}
      className={styles.form}
    >
      {detail ? (
        <section className={styles.auditBar} aria-label="审核状态">
          <span>
            当前状态：<Tag>{PRODUCT_STATE_NAME[detail.state]}</Tag>
            审核：{AUDIT_STATUS_NAME[detail.auditStatus]}
          </span>
          {detail.auditStatus === 'rejected' && detail.auditReason ? (
            <Alert
              type="error"
              showIcon
              title={`驳回原因：${detail.auditReason}`}
              description="修改后保存即重新提交审核。"
            />
          ) : null}
          {detail.auditStatus === 'pending' ? (
            <Alert type="info" showIcon title="商品正在等待运营审核，审核通过后在商城展示。" />
          ) : null}
        </section>
      ) : (
        <Alert
          type="info"
          showIcon
          className={styles.formHint}
          title="新商品保存后进入运营审核；修改名称、类目或图片也需重新审核。"
        />
      )}
      <div ref={problemRef} tabIndex={-1} role="alert" aria-live="assertive">
        {problem ? (
          <Alert type="error" showIcon title={problem} className={styles.formHint} />
        ) : null}
      </div>

      <h2 className={styles.sectionTitle}>基本信息</h2>
      <div className={styles.grid}>
        <Form.Item
          label="三级类目"
          name="categoryPath"
          rules={[
            {
              validator: async (_, v: number[] | undefined) => {
                if (!v || v.length !== 3) throw new Error('请选择三级类目');
              },
            },
          ]}
        >
          <Cascader options={options} placeholder="请选择三级类目" showSearch />
        </Form.Item>
        <Form.Item label="品牌" name="brandId">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择品牌（选填）"
            options={brands.map((b) => ({ value: b.id, label: b.name }))}
          />
        </Form.Item>
        <Form.Item label="商品名称" name="name" rules={text('商品名称', PRODUCT_LIMITS.name)}>
          <Input maxLength={PRODUCT_LIMITS.name} showCount />
        </Form.Item>
        <Form.Item label="型号" name="model" rules={text('型号', PRODUCT_LIMITS.model, false)}>
          <Input maxLength={PRODUCT_LIMITS.model} />
        </Form.Item>
        <Form.Item label="单位" name="unit" rules={text('单位', PRODUCT_LIMITS.unit)}>
          <Input maxLength={PRODUCT_LIMITS.unit} placeholder="如 平方米、件、桶" />
        </Form.Item>
        <Form.Item
          label="起订量"
          name="minOrderQty"
          rules={[{ required: true, message: '请输入起订量' }]}
        >
          <InputNumber min={1} max={PRODUCT_LIMITS.maxMinOrder} precision={0} />
        </Form.Item>
      </div>

      <h2 className={styles.sectionTitle}>商品属性</h2>
      <Form.List name="attributes">
        {(fields, { add, remove }) => (
          <div className={styles.rows}>
            {fields.map((field, i) => (
              <Space key={field.key} align="start">
                <Form.Item
                  name={[field.name, 'key']}
                  rules={text('属性名', PRODUCT_LIMITS.attrKey)}
                >
                  <Input aria-label={`属性 ${i + 1} 名称`} placeholder="属性名，如 材质" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'value']}
                  rules={text('属性值', PRODUCT_LIMITS.attrValue)}
                >
                  <Input aria-label={`属性 ${i + 1} 值`} placeholder="属性值，如 实木" />
                </Form.Item>
                <Button
                  aria-label={`删除属性 ${i + 1}`}
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            {fields.length < PRODUCT_LIMITS.attributes ? (
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add({ key: '', value: '' })}
              >
                添加属性
              </Button>
            ) : null}
          </div>
        )}
      </Form.List>

      <h2 className={styles.sectionTitle}>销售属性与 SKU</h2>
      <Form.List name="salesAttributes">
        {(fields, { add, remove }) => (
          <div className={styles.rows}>
            {fields.map((field, i) => (
              <Space key={field.key} align="start" wrap>
                <Form.Item
                  name={[field.name, 'key']}
                  rules={text('规格名', PRODUCT_LIMITS.attrKey)}
                >
                  <Input
                    aria-label={`销售属性 ${i + 1} 名称`}
                    placeholder="规格名，如 颜色"
                    onBlur={syncSkus}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'values']}
                  rules={[{ required: true, message: '请填写规格值' }]}
                >
                  <Select
                    mode="tags"
                    aria-label={`销售属性 ${i + 1} 规格值`}
                    placeholder="输入规格值后回车"
                    style={{ minWidth: 320 }}
                    tokenSeparators={[',', '，']}
                    maxCount={PRODUCT_LIMITS.salesValues}
                    open={false}
                    onChange={() => setTimeout(syncSkus)}
                  />
                </Form.Item>
                <Button
                  aria-label={`删除销售属性 ${i + 1}`}
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => {
                    remove(field.name);
                    setTimeout(syncSkus);
                  }}
                />
              </Space>
            ))}
            {fields.length < PRODUCT_LIMITS.salesKeys ? (
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add({ key: '', values: [] })}
              >
                添加销售属性
              </Button>
            ) : null}
          </div>
        )}
      </Form.List>
      <Form.Item name="skus" hidden>
        <Input />
      </Form.Item>
      <Table<SupplierSkuForm>
        className={styles.skuTable}
        rowKey={(sku) => specText(sku.salesAttributes) || 'default'}
        columns={skuColumns}
        dataSource={skus}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        aria-label="SKU 列表"
      />

      <h2 className={styles.sectionTitle}>图片与详情</h2>
      <Form.Item
        label="商品图片（第一张为主图，png/jpg，最多 10 张）"
        name="images"
        htmlFor="product-images"
        rules={[{ required: true, type: 'array', min: 1, message: '请上传商品主图' }]}
      >
        <ImageUpload id="product-images" maxCount={PRODUCT_LIMITS.images} label="上传商品图片" />
      </Form.Item>
      <Form.Item
        label="商品详情（支持段落、加粗、列表、表格、图片等 HTML）"
        name="description"
        rules={[
          {
            max: PRODUCT_LIMITS.description,
            message: `商品详情最多 ${PRODUCT_LIMITS.description} 个字`,
          },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 16 }} />
      </Form.Item>
      <Space className={styles.rows}>
        <ImageUpload
          maxCount={1}
          label="上传详情图片"
          value={[]}
          onChange={(urls) => {
            const url = urls[0];
            if (url)
              form.setFieldValue(
                'description',
                `${form.getFieldValue('description') ?? ''}<p><img src="${url}" alt="详情图" /></p>`,
              );
          }}
        />
        <Button onClick={() => setPreview((v) => !v)} aria-expanded={preview}>
          {preview ? '收起预览' : '预览详情'}
        </Button>
      </Space>
      {preview ? (
        <section className={styles.preview} aria-label="详情预览">
          <RichText html={description} />
        </section>
      ) : null}

      <h2 className={styles.sectionTitle}>绿色低碳证书</h2>
      <Form.List name="certificates">
        {(fields, { add, remove }) => (
          <div className={styles.rows}>
            {fields.map((field, i) => (
              <Space key={field.key} align="start" wrap>
                <Form.Item
                  name={[field.name, 'name']}
                  rules={text('证书名称', PRODUCT_LIMITS.certName)}
                >
                  <Input aria-label={`证书 ${i + 1} 名称`} placeholder="证书名称" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'certNo']}
                  rules={text('证书编号', PRODUCT_LIMITS.certNo)}
                >
                  <Input aria-label={`证书 ${i + 1} 编号`} placeholder="证书编号" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'expiresAt']}
                  rules={[{ required: true, message: '请选择有效期' }]}
                >
                  <DatePicker aria-label={`证书 ${i + 1} 有效期`} placeholder="有效期至" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'fileUrl']}
                  rules={[{ required: true, message: '请上传证书文件' }]}
                  getValueProps={(v: string | undefined) => ({ value: v ? [v] : [] })}
                  getValueFromEvent={(urls: string[]) => urls[urls.length - 1]}
                >
                  <FileUpload buttonText={`上传证书 ${i + 1} 文件`} />
                </Form.Item>
                <Button
                  aria-label={`删除证书 ${i + 1}`}
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            {fields.length < PRODUCT_LIMITS.certificates ? (
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add({ name: '', certNo: '', expiresAt: null })}
              >
                添加证书
              </Button>
            ) : null}
          </div>
        )}
      </Form.List>

      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {detail ? '保存修改' : '提交审核'}
        </Button>
        <Button href={workbenchHref('supplier', 'products')}>返回列表</Button>
      </div>
    </MallForm>
  );
}
