'use client';

import {
  Alert,
  App,
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Switch,
  TreeSelect,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { BuyerRfqDetail } from '@/api/modules/rfq';
import type { ReceiveAddress } from '@/api/modules/address';
import type { CategoryNode, ProductDetail } from '@/api/types';
import { FileUpload } from '@/components/auth/file-upload';
import { MallForm } from '@/components/forms/mall-form';
import { useSaving } from '@/components/forms/use-saving';
import { zodRule } from '@/lib/form-rule';
import { formatDateTime } from '@/lib/format';
import {
  INVOICE_TYPES,
  PASTE_COLUMNS,
  RFQ_FILE_TYPES,
  RFQ_LIMITS,
  rfqLineSchema,
  TAX_RATES,
  type RfqDraftInput,
  type RfqLineInput,
} from '@/lib/rfq';
import { specText } from '@/lib/supplier-product';
import styles from '@/components/order/order.module.css';
import { SupplierPicker } from './supplier-picker';

type Line = Partial<RfqLineInput>;
interface Values {
  title: string;
  projectId?: number;
  receiveAddressId?: number;
  deliveryDate: Dayjs | null;
  invoiceType: 'special' | 'normal';
  taxRate: number;
  paymentTerms: string;
  deadline: Dayjs | null;
  openToAll: boolean;
  supplierIds: number[];
  attachments: string[];
  lines: Line[];
}

const lineRule = (key: keyof typeof rfqLineSchema.shape) => zodRule(rfqLineSchema.shape[key]);

/** Create or edit a draft: the request, its lines (catalogue, free or pasted) and whom to ask. */
export function RfqForm({ initial }: { initial?: BuyerRfqDetail }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const router = useRouter();
  const [saving, run] = useSaving();
  const [addresses, setAddresses] = useState<ReceiveAddress[]>([]);
  const [projects, setProjects] = useState<{ id: number; projectName: string }[]>([]);
  const [categories, setCategories] = useState<CategoryNode[]>([]);
  const [names, setNames] = useState<Record<number, string>>(
    Object.fromEntries((initial?.invites ?? []).map((s) => [s.id, s.name])),
  );
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [pasteErrors, setPasteErrors] = useState<{ row: number; column: string; reason: string }[]>(
    [],
  );
  const [productId, setProductId] = useState<number | null>(null);
  const [product, setProduct] = useState<ProductDetail | null>(null);

  useEffect(() => {
    // The request keeps a snapshot of the address, not its id: start from the default one.
    api.receiveAddressList().then(
      (list) => {
        setAddresses(list);
        const preferred = list.find((a) => a.isDefault) ?? list[0];
        if (preferred && !form.getFieldValue('receiveAddressId')) {
          form.setFieldValue('receiveAddressId', preferred.id);
        }
      },
      () => undefined,
    );
    api.getProjectSpends().then(setProjects, () => undefined);
    api.findAllFront().then(setCategories, () => undefined);
  }, [form]);

  const initialValues: Values = initial
    ? {
        title: initial.title,
        receiveAddressId: undefined,
        deliveryDate: dayjs(initial.deliveryDate),
        invoiceType: initial.invoiceType,
        taxRate: initial.taxRate,
        paymentTerms: initial.paymentTerms,
        deadline: dayjs(formatDateTime(initial.deadline)),
        openToAll: initial.openToAll,
        supplierIds: initial.invites.map((s) => s.id),
        attachments: initial.attachments.map((a) => a.url),
        lines: initial.lines.map((l) => ({
          skuId: l.skuId ?? undefined,
          categoryId: l.categoryId ?? undefined,
          name: l.name,
          spec: l.spec ?? undefined,
          brand: l.brand ?? undefined,
          unit: l.unit,
          qty: l.qty,
        })),
      }
    : {
        title: '',
        deliveryDate: null,
        invoiceType: 'special',
        taxRate: 13,
        paymentTerms: '货到验收合格后 30 天内付款',
        deadline: null,
        openToAll: false,
        supplierIds: [],
        attachments: [],
        lines: [{}],
      };

  const addLines = (lines: Line[]) => {
    const now = (form.getFieldValue('lines') as Line[]).filter((l) => l.name || l.unit || l.qty);
    form.setFieldValue('lines', [...now, ...lines].slice(0, RFQ_LIMITS.lines));
  };

  const save = async (values: Values, publish: boolean) => {
    const body: RfqDraftInput = {
      title: values.title,
      projectId: values.projectId,
      receiveAddressId: values.receiveAddressId!,
      deliveryDate: values.deliveryDate!.format('YYYY-MM-DD'),
      invoiceType: values.invoiceType,
      taxRate: values.taxRate,
      paymentTerms: values.paymentTerms,
      deadline: values.deadline!.format('YYYY-MM-DD HH:mm'),
      openToAll: values.openToAll,
      supplierIds: values.supplierIds,
      attachments: values.attachments.map((url) => ({
        name: decodeURIComponent(url.split('/').pop() ?? url).slice(0, 100),
        url,
      })),
      lines: values.lines as RfqDraftInput['lines'],
    };
    await run(async () => {
      const { id } = initial
        ? await api.updateDeveloperRfq(initial.id, body)
        : await api.createDeveloperRfq(body);
      if (publish) await api.publishDeveloperRfq(id);
      message.success(publish ? '询价单已发布，已通知受邀供应商' : '草稿已保存');
      router.push(`/workbench/developer/rfq/${id}`);
    });
  };
  const [publishing, setPublishing] = useState(false);

  return (
    <MallForm<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => save(v, publishing)}
    >
      <Form.Item
        name="title"
        label="询价标题"
        rules={[{ required: true, message: '请填写询价标题' }]}
      >
        <Input maxLength={RFQ_LIMITS.title} showCount />
      </Form.Item>
      <div className={styles.toolbar}>
        <Form.Item name="projectId" label="所属项目">
          <Select
            allowClear
            style={{ width: 220 }}
            placeholder="不属于项目"
            options={projects.map((p) => ({ value: p.id, label: p.projectName }))}
          />
        </Form.Item>
        <Form.Item
          name="receiveAddressId"
          label="收货地址"
          rules={[{ required: true, message: '请选择收货地址' }]}
        >
          <Select
            style={{ width: 360 }}
            placeholder="请选择收货地址"
            options={addresses.map((a) => ({
              value: a.id,
              label: `${a.name} ${a.province}${a.city}${a.address}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="deliveryDate"
          label="交货日期"
          rules={[{ required: true, message: '请选择交货日期' }]}
        >
          <DatePicker disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} />
        </Form.Item>
      </div>
      <div className={styles.toolbar}>
        <Form.Item name="invoiceType" label="发票要求">
          <Radio.Group
            options={Object.entries(INVOICE_TYPES).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="taxRate" label="税率">
          <Select
            style={{ width: 100 }}
            options={TAX_RATES.map((r) => ({ value: r, label: `${r}%` }))}
          />
        </Form.Item>
        <Form.Item
          name="paymentTerms"
          label="付款方式"
          rules={[{ required: true, message: '请填写付款方式' }]}
        >
          <Input style={{ width: 320 }} maxLength={RFQ_LIMITS.paymentTerms} />
        </Form.Item>
        <Form.Item
          name="deadline"
          label="报价截止时间（北京时间）"
          rules={[{ required: true, message: '请选择报价截止时间' }]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
          />
        </Form.Item>
      </div>

      <Form.Item
        name="attachments"
        label="附件（图纸、工程量清单，pdf、xlsx 或 dwg，供受邀供应商下载）"
      >
        <FileUpload
          buttonText="上传附件"
          maxCount={RFQ_LIMITS.attachments}
          accept={RFQ_FILE_TYPES}
          visibility="public"
          names={Object.fromEntries((initial?.attachments ?? []).map((a) => [a.url, a.name]))}
        />
      </Form.Item>

      <h2 className={styles.sectionTitle}>询价明细</h2>
      <div className={styles.toolbar}>
        <InputNumber
          aria-label="目录商品编号"
          placeholder="目录商品编号"
          min={1}
          style={{ width: 160 }}
          value={productId}
          onChange={(v) => setProductId(v)}
        />
        <Button
          disabled={!productId}
          onClick={() =>
            productId &&
            api.getItemDetail(productId).then(
              (p) => setProduct(p),
              () => setProduct(null),
            )
          }
        >
          查找目录商品
        </Button>
        {product ? (
          <Select
            aria-label="选择规格"
            placeholder={`选择「${product.name}」的规格`}
            style={{ width: 280 }}
            options={product.skuDtoList.map((s) => ({
              value: s.id,
              label: specText(s.salesAttributes) || '默认规格',
            }))}
            onChange={(skuId: number) => {
              const sku = product.skuDtoList.find((s) => s.id === skuId)!;
              addLines([
                {
                  skuId,
                  name: product.name.slice(0, RFQ_LIMITS.lineName),
                  spec: specText(sku.salesAttributes).slice(0, RFQ_LIMITS.spec) || undefined,
                  unit: product.unit.slice(0, RFQ_LIMITS.unit),
                },
              ]);
              setProduct(null);
              setProductId(null);
            }}
          />
        ) : null}
        <Button onClick={() => setPasting(true)}>从 Excel 粘贴</Button>
      </div>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <div
                key={field.key}
                className={styles.toolbar}
                role="group"
                aria-label={`第 ${i + 1} 行`}
              >
                <Form.Item name={[field.name, 'skuId']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item name={[field.name, 'categoryId']}>
                  <TreeSelect
                    aria-label={`第 ${i + 1} 行商品类目`}
                    placeholder="商品类目"
                    allowClear
                    showSearch
                    treeNodeFilterProp="name"
                    style={{ width: 160 }}
                    treeData={categories}
                    fieldNames={{ label: 'name', value: 'id', children: 'subordinate' }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'name']} rules={[lineRule('name')]}>
                  <Input
                    aria-label={`第 ${i + 1} 行品名`}
                    placeholder="品名"
                    maxLength={RFQ_LIMITS.lineName}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'spec']} rules={[lineRule('spec')]}>
                  <Input
                    aria-label={`第 ${i + 1} 行规格`}
                    placeholder="规格"
                    maxLength={RFQ_LIMITS.spec}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'brand']} rules={[lineRule('brand')]}>
                  <Input
                    aria-label={`第 ${i + 1} 行品牌偏好`}
                    placeholder="品牌偏好"
                    maxLength={RFQ_LIMITS.brand}
                    style={{ width: 120 }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'unit']} rules={[lineRule('unit')]}>
                  <Input
                    aria-label={`第 ${i + 1} 行单位`}
                    placeholder="单位"
                    maxLength={RFQ_LIMITS.unit}
                    style={{ width: 80 }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'qty']} rules={[lineRule('qty')]}>
                  <InputNumber
                    aria-label={`第 ${i + 1} 行数量`}
                    placeholder="数量"
                    min={1}
                    max={RFQ_LIMITS.maxQty}
                  />
                </Form.Item>
                <Button
                  aria-label={`删除第 ${i + 1} 行`}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                >
                  删除
                </Button>
              </div>
            ))}
            <Button onClick={() => add({})} disabled={fields.length >= RFQ_LIMITS.lines}>
              添加自由行
            </Button>
          </>
        )}
      </Form.List>

      <h2 className={styles.sectionTitle}>邀请供应商</h2>
      <Form.Item
        name="openToAll"
        label="同时公开给经营这些类目的所有认证供应商（发布询价公告，不显示价格）"
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name="supplierIds" label="受邀供应商">
        <SupplierPicker
          names={names}
          onChange={(ids, n) => {
            setNames(n);
            form.setFieldValue('supplierIds', ids);
          }}
        />
      </Form.Item>

      <div className={styles.actions}>
        <Button
          htmlType="submit"
          loading={saving && !publishing}
          onClick={() => setPublishing(false)}
        >
          保存草稿
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={saving && publishing}
          onClick={() => setPublishing(true)}
        >
          保存并发布
        </Button>
      </div>

      <Modal
        title="从 Excel 粘贴询价明细"
        open={pasting}
        okText="添加到明细"
        cancelText="取消"
        onCancel={() => setPasting(false)}
        onOk={async () => {
          const answer = await api.pasteDeveloperRfqLines({ text: pasted });
          setPasteErrors(answer.errors);
          if (answer.errors.length) return;
          addLines(answer.lines);
          setPasted('');
          setPasting(false);
        }}
      >
        <p>
          按列复制：{PASTE_COLUMNS.join('、')}（第一行可以是表头）。有任何错误时不会添加任何一行。
        </p>
        <Input.TextArea
          aria-label="粘贴的表格内容"
          rows={8}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
        />
        {pasteErrors.length ? (
          <Alert
            type="error"
            role="alert"
            style={{ marginTop: 12 }}
            message={`有 ${pasteErrors.length} 处错误，未添加任何一行`}
            description={
              <ul>
                {pasteErrors.slice(0, 20).map((e) => (
                  <li key={`${e.row}-${e.column}-${e.reason}`}>
                    第 {e.row} 行「{e.column}」：{e.reason}
                  </li>
                ))}
              </ul>
            }
          />
        ) : null}
      </Modal>
    </MallForm>
  );
}
