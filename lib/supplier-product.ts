/**
 * Rules of the supplier's product form and of the xlsx import, shared by the form (antd rules),
 * the server (handler input) and the importer: field limits with Chinese messages naming the
 * field, the SKU combinations of the sales attributes, prices per price type (spec §4), the
 * visibility rule of a product and the row validator of the import.
 */
import { isCalendarDay } from './dates';
import { PRICE_TYPE } from './price';
import { idField, idNumber, MAX_ID } from './id';
import { z } from './zod';

export const PRODUCT_LIMITS = {
  name: 100,
  model: 64,
  unit: 16,
  attrKey: 20,
  attrValue: 100,
  attributes: 30,
  salesKeys: 3,
  salesValues: 20,
  salesValue: 30,
  skus: 200,
  skuCode: 32,
  images: 10,
  description: 20_000,
  certificates: 10,
  certName: 64,
  certNo: 64,
  /** Yuan. */
  maxPrice: 10_000_000,
  maxStock: 99_999_999,
  maxMinOrder: 1_000_000,
  keyword: 50,
} as const;

export const PRICE_TYPE_NAME: Record<number, string> = {
  [PRICE_TYPE.range]: '区间价',
  [PRICE_TYPE.fixed]: '固定价',
  [PRICE_TYPE.agreement]: '协议价',
  [PRICE_TYPE.project]: '项目价',
};
export const PRICE_TYPE_OPTIONS = Object.entries(PRICE_TYPE_NAME).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** Types 1 and 4 show a range (lower bound before the dash); 2 and 3 a fixed price. */
export function isRangeType(priceType: number): boolean {
  return priceType === PRICE_TYPE.range || priceType === PRICE_TYPE.project;
}

export type AuditStatus = 'pending' | 'approved' | 'rejected';
export const AUDIT_STATUS_NAME: Record<AuditStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};
export const isAuditStatus = (value: string): value is AuditStatus => value in AUDIT_STATUS_NAME;

/** The list filter of 商品管理: what a supplier sees about each product. */
export const PRODUCT_STATES = ['onSale', 'offShelf', 'pending', 'rejected'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];
export const PRODUCT_STATE_NAME: Record<ProductState, string> = {
  onSale: '已上架',
  offShelf: '已下架',
  pending: '待审核',
  rejected: '已驳回',
};

/** One state for a product: review first (待审核/已驳回), then the shelf. */
export function productStateOf(p: { onShelf: boolean; auditStatus: string }): ProductState {
  if (p.auditStatus === 'pending') return 'pending';
  if (p.auditStatus === 'rejected') return 'rejected';
  return p.onShelf ? 'onSale' : 'offShelf';
}

/** `products.status`: 1 (visible in the mall) only when on shelf and approved. */
export function visibleStatus(p: { onShelf: boolean; auditStatus: string }): 0 | 1 {
  return p.onShelf && p.auditStatus === 'approved' ? 1 : 0;
}

/** Fields whose change sends a product back to ops review. */
export interface ReviewedFields {
  name: string;
  category3Id: number;
  images: readonly string[];
}

/** A new product, or a change of name, category or images, needs review again. */
export function needsReview(before: ReviewedFields | null, after: ReviewedFields): boolean {
  if (!before) return true;
  return (
    before.name !== after.name ||
    before.category3Id !== after.category3Id ||
    before.images.length !== after.images.length ||
    before.images.some((url, i) => url !== after.images[i])
  );
}

const text = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}最多 ${max} 个字`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, `${label}最多 ${max} 个字`)
    .optional()
    .transform((v) => v || undefined);

const int = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `请输入${label}` })
    .refine(Number.isFinite, `请输入${label}`)
    .refine(Number.isInteger, `${label}须为整数`)
    .refine((n) => n >= min, `${label}不能小于 ${min}`)
    .refine((n) => n <= max, `${label}不能大于 ${max}`);

const yuan = (label: string) =>
  z
    .number({ error: `${label}须为数字` })
    .refine(Number.isFinite, `${label}须为数字`)
    .refine((n) => n >= 0, `${label}不能小于 0`)
    .refine((n) => n <= PRODUCT_LIMITS.maxPrice, `${label}不能大于 ${PRODUCT_LIMITS.maxPrice}`)
    .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), `${label}最多两位小数`);

export const imageUrlSchema = z
  .string({ error: '请上传图片' })
  .trim()
  .min(1, '请上传图片')
  .max(500, '图片地址过长')
  .refine((u) => u.startsWith('/') || /^https?:\/\//.test(u), '图片地址不正确');

export const keyValueSchema = z.object({
  key: text('属性名', PRODUCT_LIMITS.attrKey),
  value: text('属性值', PRODUCT_LIMITS.attrValue),
});

export const salesAttributeSchema = z.object({
  key: text('规格名', PRODUCT_LIMITS.attrKey),
  values: z
    .array(text('规格值', PRODUCT_LIMITS.salesValue), { error: '请填写规格值' })
    .min(1, '每个规格至少填写 1 个规格值')
    .max(PRODUCT_LIMITS.salesValues, `每个规格最多 ${PRODUCT_LIMITS.salesValues} 个规格值`)
    .refine((vs) => new Set(vs).size === vs.length, '规格值不能重复'),
});

export const skuInputSchema = z
  .object({
    id: idNumber().optional(),
    salesAttributes: z
      .array(
        z.object({
          key: z.string().max(PRODUCT_LIMITS.attrKey),
          value: z.string().max(PRODUCT_LIMITS.salesValue),
        }),
      )
      .max(PRODUCT_LIMITS.salesKeys),
    code: optionalText('SKU编码', PRODUCT_LIMITS.skuCode),
    priceType: z.coerce
      .number({ error: '请选择价格类型' })
      .refine((n) => n in PRICE_TYPE_NAME, '请选择价格类型'),
    /** Yuan: the fixed price (types 2, 3) or the range's lower bound (types 1, 4); 0 is 询价. */
    price: yuan('价格').nullable().optional(),
    /** Yuan: the range's upper bound (types 1, 4). */
    priceMax: yuan('最高价').nullable().optional(),
    stock: int('库存', 0, PRODUCT_LIMITS.maxStock),
    /** Type 4: the minimum project quantity. */
    projectMinOrder: int('项目起订量', 1, PRODUCT_LIMITS.maxMinOrder).nullable().optional(),
  })
  .superRefine((sku, ctx) => {
    if (isRangeType(sku.priceType) && sku.price && sku.priceMax != null && sku.priceMax < sku.price)
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: '最高价不能低于最低价' });
    if (!isRangeType(sku.priceType) && sku.priceMax != null)
      ctx.addIssue({
        code: 'custom',
        path: ['priceMax'],
        message: `${PRICE_TYPE_NAME[sku.priceType]}只填一个价格，不填最高价`,
      });
  });
export type SkuInput = z.output<typeof skuInputSchema>;

const dateText = z
  .string({ error: '请选择有效期' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '有效期格式应为 YYYY-MM-DD')
  .refine(isCalendarDay, '有效期不是有效日期');

export const certificateSchema = z.object({
  name: text('证书名称', PRODUCT_LIMITS.certName),
  certNo: text('证书编号', PRODUCT_LIMITS.certNo),
  fileUrl: z.string({ error: '请上传证书文件' }).trim().min(1, '请上传证书文件').max(500),
  expiresAt: dateText,
});
export type CertificateInput = z.output<typeof certificateSchema>;

export const productFormSchema = z
  .object({
    category3Id: idField('请选择三级类目'),
    brandId: idField().nullable().optional(),
    name: text('商品名称', PRODUCT_LIMITS.name),
    model: optionalText('型号', PRODUCT_LIMITS.model),
    unit: text('单位', PRODUCT_LIMITS.unit),
    minOrderQty: int('起订量', 1, PRODUCT_LIMITS.maxMinOrder),
    attributes: z
      .array(keyValueSchema)
      .max(PRODUCT_LIMITS.attributes, `商品属性最多 ${PRODUCT_LIMITS.attributes} 个`)
      .default([]),
    salesAttributes: z
      .array(salesAttributeSchema)
      .max(PRODUCT_LIMITS.salesKeys, `销售属性最多 ${PRODUCT_LIMITS.salesKeys} 个`)
      .default([])
      .refine((list) => new Set(list.map((a) => a.key)).size === list.length, '规格名不能重复'),
    skus: z
      .array(skuInputSchema, { error: '请至少填写 1 个 SKU' })
      .min(1, '请至少填写 1 个 SKU')
      .max(PRODUCT_LIMITS.skus, `SKU 最多 ${PRODUCT_LIMITS.skus} 个`),
    images: z
      .array(imageUrlSchema, { error: '请上传商品主图' })
      .min(1, '请上传商品主图')
      .max(PRODUCT_LIMITS.images, `商品图片最多 ${PRODUCT_LIMITS.images} 张`),
    description: z
      .string()
      .max(PRODUCT_LIMITS.description, `商品详情最多 ${PRODUCT_LIMITS.description} 个字`)
      .optional()
      .default(''),
    certificates: z
      .array(certificateSchema)
      .max(PRODUCT_LIMITS.certificates, `证书最多 ${PRODUCT_LIMITS.certificates} 个`)
      .default([]),
  })
  .superRefine((form, ctx) => {
    const expected = skuCombinations(form.salesAttributes);
    const keyOf = (attrs: readonly { key: string; value: string }[]) =>
      attrs.map((a) => `${a.key}:${a.value}`).join('|');
    const want = new Set(expected.map(keyOf));
    const seen = new Set<string>();
    form.skus.forEach((sku, i) => {
      const key = keyOf(sku.salesAttributes);
      if (!want.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['skus', i, 'salesAttributes'],
          message: `第 ${i + 1} 个 SKU 的规格与销售属性不一致`,
        });
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['skus', i, 'salesAttributes'],
          message: `第 ${i + 1} 个 SKU 的规格重复`,
        });
      seen.add(key);
    });
    if (seen.size < want.size)
      ctx.addIssue({ code: 'custom', path: ['skus'], message: '每个规格组合都需要一个 SKU' });
  });
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;

export const PRODUCT_FORM_LABELS: Record<string, string> = {
  category3Id: '三级类目',
  brandId: '品牌',
  name: '商品名称',
  model: '型号',
  unit: '单位',
  minOrderQty: '起订量',
  attributes: '商品属性',
  salesAttributes: '销售属性',
  skus: 'SKU',
  images: '商品图片',
  description: '商品详情',
  certificates: '绿色低碳证书',
};

/** Every SKU of a product: the cartesian product of its sales attributes, in their order. */
export function skuCombinations(
  attrs: readonly { key: string; values: readonly string[] }[],
): { key: string; value: string }[][] {
  let combos: { key: string; value: string }[][] = [[]];
  for (const attr of attrs) {
    const values = attr.values.filter(Boolean);
    if (!attr.key || values.length === 0) continue;
    combos = combos.flatMap((c) => values.map((value) => [...c, { key: attr.key, value }]));
  }
  return combos;
}

/**
 * The SKU rows of the form after the sales attributes changed: one per combination, keeping the
 * price, stock and id a row with the same specification had.
 */
export function rebuildSkus<T extends { salesAttributes: { key: string; value: string }[] }>(
  attrs: readonly { key: string; values: readonly string[] }[],
  current: readonly T[],
  blank: () => Omit<T, 'salesAttributes'>,
): T[] {
  const keyOf = (a: readonly { key: string; value: string }[]) =>
    a.map((x) => `${x.key}:${x.value}`).join('|');
  const byKey = new Map(current.map((s) => [keyOf(s.salesAttributes), s]));
  return skuCombinations(attrs).map(
    (salesAttributes) =>
      byKey.get(keyOf(salesAttributes)) ?? ({ ...blank(), salesAttributes } as T),
  );
}

/** The specification text of a SKU, e.g. `颜色:白色;尺寸:600x600`. */
export function specText(attrs: readonly { key: string; value: string }[]): string {
  return attrs.map((a) => `${a.key}:${a.value}`).join(';');
}

/** Yuan (up to 2 decimals) → integer fen; null stays null. */
export function yuanToFen(yuanValue: number | null | undefined): number | null {
  return yuanValue == null ? null : Math.round(yuanValue * 100);
}

function yuanText(fen: number): string {
  const y = fen / 100;
  return Number.isInteger(y) ? String(y) : y.toFixed(2).replace(/0$/, '');
}

/** How a SKU input is stored: fen price and the extra price data per price type (spec §4). */
export function storedSku(sku: SkuInput): {
  price: number | null;
  extraPriceJson: { priceRange?: string; minOrder?: number };
} {
  const low = yuanToFen(sku.price);
  if (!isRangeType(sku.priceType)) return { price: low, extraPriceJson: {} };
  const extra: { priceRange?: string; minOrder?: number } = {};
  if (low) {
    const high = yuanToFen(sku.priceMax);
    extra.priceRange = high && high > low ? `${yuanText(low)}-${yuanText(high)}` : yuanText(low);
  }
  if (sku.priceType === PRICE_TYPE.project && sku.projectMinOrder)
    extra.minOrder = sku.projectMinOrder;
  return { price: low, extraPriceJson: extra };
}

/** The form's SKU from a stored one (the inverse of storedSku). */
export function skuFormValue(stored: {
  price: number | null;
  priceType: number;
  extraPriceJson: { priceRange?: string; minOrder?: number } | null;
}): { price: number | null; priceMax: number | null; projectMinOrder: number | null } {
  const [, high] = (stored.extraPriceJson?.priceRange ?? '').split('-');
  const max = high && isRangeType(stored.priceType) ? Number(high) : NaN;
  return {
    price: stored.price == null ? null : stored.price / 100,
    priceMax: Number.isFinite(max) ? max : null,
    projectMinOrder: stored.extraPriceJson?.minOrder ?? null,
  };
}

/** products.minPrice: the lowest non-zero price of SKUs other than type 4; null when 询价. */
export function minPriceOf(list: readonly { price: number | null; priceType: number }[]) {
  const prices = list
    .filter((s) => s.priceType !== PRICE_TYPE.project && s.price)
    .map((s) => s.price as number);
  return prices.length ? Math.min(...prices) : null;
}

/** The supplier's product list filter (query of item/supplier/page). */
export const supplierProductQuery = z.object({
  keyword: z
    .string()
    .trim()
    .max(PRODUCT_LIMITS.keyword, `关键词最多 ${PRODUCT_LIMITS.keyword} 个字`)
    .optional()
    .transform((v) => v || undefined),
  state: z
    .enum(PRODUCT_STATES, { error: '商品状态不正确' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  categoryId: z.preprocess((v) => (v === '' ? undefined : v), idField('类目不正确').optional()),
  pageNo: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(10_000).default(1),
  ),
  pageSize: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100).default(10),
  ),
});
export type SupplierProductQuery = z.output<typeof supplierProductQuery>;

// ---------------------------------------------------------------------------------------------
// xlsx import: one row per SKU; rows with the same 商品编号 form one product.

export const IMPORT_COLUMNS = [
  { key: 'productKey', title: '商品编号', width: 14, note: '必填；同一商品的多个 SKU 填相同编号' },
  { key: 'name', title: '商品名称', width: 30, note: '必填，最多 100 个字' },
  { key: 'category3Id', title: '三级类目ID', width: 12, note: '必填，见「类目」表' },
  { key: 'brandId', title: '品牌ID', width: 10, note: '选填，见「品牌」表' },
  { key: 'model', title: '型号', width: 14, note: '选填' },
  { key: 'unit', title: '单位', width: 8, note: '必填，如 平方米、件' },
  { key: 'minOrderQty', title: '起订量', width: 8, note: '必填，正整数' },
  { key: 'attributes', title: '商品属性', width: 28, note: '选填，如 材质:实木;厚度:18mm' },
  {
    key: 'images',
    title: '图片地址',
    width: 30,
    note: '必填，本站上传后得到的地址，多张用 | 分隔',
  },
  { key: 'spec', title: '规格', width: 24, note: '选填，如 颜色:白色;尺寸:600x600' },
  { key: 'code', title: 'SKU编码', width: 14, note: '选填' },
  { key: 'priceType', title: '价格类型', width: 10, note: '必填：区间价/固定价/协议价/项目价' },
  { key: 'price', title: '价格(元)', width: 10, note: '固定价或区间最低价；0 为询价' },
  { key: 'priceMax', title: '最高价(元)', width: 10, note: '区间价/项目价选填' },
  { key: 'stock', title: '库存', width: 10, note: '必填，不小于 0 的整数' },
  { key: 'projectMinOrder', title: '项目起订量', width: 10, note: '项目价选填' },
] as const;
export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type ImportRawRow = Partial<Record<ImportColumnKey, unknown>>;

/** At most this many SKU rows per import file. */
export const MAX_IMPORT_ROWS = 5000;
export const IMPORT_SHEET = '商品与SKU';

export interface ImportError {
  /** The row number in the sheet (the header is row 1). */
  row: number;
  column: string;
  reason: string;
}

export interface ImportRow {
  row: number;
  productKey: string;
  name: string;
  category3Id: number;
  brandId: number | null;
  model?: string;
  unit: string;
  minOrderQty: number;
  attributes: { key: string; value: string }[];
  images: string[];
  spec: { key: string; value: string }[];
  sku: SkuInput;
}

const COLUMN_TITLE = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.title])) as Record<
  ImportColumnKey,
  string
>;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && value && 'text' in value) return String(value.text).trim();
  if (typeof value === 'object' && value && 'result' in value) return String(value.result).trim();
  return String(value).trim();
}

/** `材质:实木;厚度:18mm` → key/value pairs; null when a part has no colon. */
export function parsePairs(textValue: string): { key: string; value: string }[] | null {
  if (!textValue) return [];
  const parts = textValue
    .split(/[;；]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const pairs: { key: string; value: string }[] = [];
  for (const part of parts) {
    const at = part.search(/[:：]/);
    if (at <= 0 || at === part.length - 1) return null;
    pairs.push({ key: part.slice(0, at).trim(), value: part.slice(at + 1).trim() });
  }
  return pairs;
}

const PRICE_TYPE_BY_NAME = Object.fromEntries(
  Object.entries(PRICE_TYPE_NAME).map(([k, v]) => [v, Number(k)]),
);

/** Checks one sheet row on its own; returns the row or every error it has (never only the first). */
export function validateImportRow(
  raw: ImportRawRow,
  row: number,
): { value: ImportRow; errors: [] } | { value: null; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const err = (key: ImportColumnKey, reason: string) =>
    errors.push({ row, column: COLUMN_TITLE[key], reason });
  const t = (key: ImportColumnKey) => cellText(raw[key]);

  const required = (key: ImportColumnKey, max: number) => {
    const v = t(key);
    if (!v) err(key, `请填写${COLUMN_TITLE[key]}`);
    else if (v.length > max) err(key, `${COLUMN_TITLE[key]}最多 ${max} 个字`);
    return v;
  };
  const integer = (key: ImportColumnKey, min: number, max: number, optional = false) => {
    const v = t(key);
    if (!v) {
      if (!optional) err(key, `请填写${COLUMN_TITLE[key]}`);
      return null;
    }
    const n = Number(v);
    if (!Number.isInteger(n)) err(key, `${COLUMN_TITLE[key]}须为整数`);
    else if (n < min) err(key, `${COLUMN_TITLE[key]}不能小于 ${min}`);
    else if (n > max) err(key, `${COLUMN_TITLE[key]}不能大于 ${max}`);
    else return n;
    return null;
  };
  const money = (key: ImportColumnKey) => {
    const v = t(key).replace(/[,，¥￥\s]/g, '');
    if (!v) return null;
    const n = Number(v);
    if (!Number.isFinite(n)) err(key, `${COLUMN_TITLE[key]}须为数字`);
    else if (n < 0) err(key, `${COLUMN_TITLE[key]}不能小于 0`);
    else if (n > PRODUCT_LIMITS.maxPrice)
      err(key, `${COLUMN_TITLE[key]}不能大于 ${PRODUCT_LIMITS.maxPrice}`);
    else if (Math.round(n * 100) !== Number((n * 100).toFixed(6)))
      err(key, `${COLUMN_TITLE[key]}最多两位小数`);
    else return n;
    return null;
  };

  const productKey = required('productKey', 32);
  const name = required('name', PRODUCT_LIMITS.name);
  const category3Id = integer('category3Id', 1, MAX_ID);
  const brandId = integer('brandId', 1, MAX_ID, true);
  const model = t('model');
  if (model.length > PRODUCT_LIMITS.model) err('model', `型号最多 ${PRODUCT_LIMITS.model} 个字`);
  const unit = required('unit', PRODUCT_LIMITS.unit);
  const minOrderQty = integer('minOrderQty', 1, PRODUCT_LIMITS.maxMinOrder);

  const attributes = parsePairs(t('attributes'));
  if (!attributes) err('attributes', '商品属性格式应为 属性名:属性值，多个用 ; 分隔');
  else if (attributes.length > PRODUCT_LIMITS.attributes)
    err('attributes', `商品属性最多 ${PRODUCT_LIMITS.attributes} 个`);
  else if (
    attributes.some(
      (a) => a.key.length > PRODUCT_LIMITS.attrKey || a.value.length > PRODUCT_LIMITS.attrValue,
    )
  )
    err(
      'attributes',
      `属性名最多 ${PRODUCT_LIMITS.attrKey} 个字，属性值最多 ${PRODUCT_LIMITS.attrValue} 个字`,
    );

  const images = t('images')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
  if (images.length === 0) err('images', '请填写图片地址');
  else if (images.length > PRODUCT_LIMITS.images)
    err('images', `图片最多 ${PRODUCT_LIMITS.images} 张`);
  else if (images.some((u) => !imageUrlSchema.safeParse(u).success))
    err('images', '图片地址须为本站上传后得到的地址');

  const spec = parsePairs(t('spec'));
  if (!spec) err('spec', '规格格式应为 规格名:规格值，多个用 ; 分隔');
  else if (spec.length > PRODUCT_LIMITS.salesKeys)
    err('spec', `规格最多 ${PRODUCT_LIMITS.salesKeys} 个`);
  else if (
    spec.some(
      (a) => a.key.length > PRODUCT_LIMITS.attrKey || a.value.length > PRODUCT_LIMITS.salesValue,
    )
  )
    err(
      'spec',
      `规格名最多 ${PRODUCT_LIMITS.attrKey} 个字，规格值最多 ${PRODUCT_LIMITS.salesValue} 个字`,
    );
  else if (new Set(spec.map((s) => s.key)).size !== spec.length) err('spec', '规格名不能重复');

  const code = t('code');
  if (code.length > PRODUCT_LIMITS.skuCode)
    err('code', `SKU编码最多 ${PRODUCT_LIMITS.skuCode} 个字`);

  const typeName = t('priceType');
  const priceType = PRICE_TYPE_BY_NAME[typeName];
  if (!typeName) err('priceType', '请填写价格类型');
  else if (!priceType) err('priceType', '价格类型只能是 区间价、固定价、协议价 或 项目价');

  const price = money('price');
  const priceMax = money('priceMax');
  if (priceType && !isRangeType(priceType) && priceMax !== null)
    err('priceMax', `${typeName}只填价格，不填最高价`);
  if (priceType && isRangeType(priceType) && price && priceMax !== null && priceMax < price)
    err('priceMax', '最高价不能低于价格');
  const stock = integer('stock', 0, PRODUCT_LIMITS.maxStock);
  const projectMinOrder = integer('projectMinOrder', 1, PRODUCT_LIMITS.maxMinOrder, true);
  if (projectMinOrder !== null && priceType && priceType !== PRICE_TYPE.project)
    err('projectMinOrder', '只有项目价填写项目起订量');

  if (errors.length) return { value: null, errors };
  return {
    value: {
      row,
      productKey,
      name,
      category3Id: category3Id!,
      brandId,
      model: model || undefined,
      unit,
      minOrderQty: minOrderQty!,
      attributes: attributes!,
      images,
      spec: spec!,
      sku: {
        salesAttributes: spec!,
        code: code || undefined,
        priceType: priceType!,
        price,
        priceMax: isRangeType(priceType!) ? priceMax : null,
        stock: stock!,
        projectMinOrder,
      },
    },
    errors: [],
  };
}

export interface ImportProduct {
  key: string;
  /** The first row of the product in the sheet. */
  row: number;
  name: string;
  category3Id: number;
  brandId: number | null;
  model?: string;
  unit: string;
  minOrderQty: number;
  attributes: { key: string; value: string }[];
  images: string[];
  salesAttributes: { key: string; values: string[] }[];
  skus: (SkuInput & { row: number })[];
}

/**
 * Checks every row, then groups rows by 商品编号: product fields must agree across its rows
 * (or be left blank after the first), each SKU's specification must use the same names, and no
 * specification may repeat. Any error means nothing is imported.
 */
export function validateImportRows(rows: readonly { row: number; raw: ImportRawRow }[]): {
  products: ImportProduct[];
  errors: ImportError[];
} {
  const errors: ImportError[] = [];
  if (rows.length === 0)
    return { products: [], errors: [{ row: 2, column: '—', reason: '没有可导入的数据行' }] };
  if (rows.length > MAX_IMPORT_ROWS)
    return {
      products: [],
      errors: [
        { row: MAX_IMPORT_ROWS + 2, column: '—', reason: `一次最多导入 ${MAX_IMPORT_ROWS} 行` },
      ],
    };
  const groups = new Map<string, ImportProduct>();
  for (const { row, raw } of rows) {
    // Later rows of a product may leave the product columns blank: they inherit the first row's.
    const first = groups.get(cellText(raw.productKey));
    const filled: ImportRawRow = first
      ? {
          name: first.name,
          category3Id: first.category3Id,
          brandId: first.brandId ?? '',
          model: first.model ?? '',
          unit: first.unit,
          minOrderQty: first.minOrderQty,
          attributes: specText(first.attributes),
          images: first.images.join('|'),
          ...Object.fromEntries(Object.entries(raw).filter(([, v]) => cellText(v) !== '')),
        }
      : raw;
    const checked = validateImportRow(filled, row);
    if (!checked.value) {
      errors.push(...checked.errors);
      continue;
    }
    const r = checked.value;
    if (!first) {
      groups.set(r.productKey, {
        key: r.productKey,
        row,
        name: r.name,
        category3Id: r.category3Id,
        brandId: r.brandId,
        model: r.model,
        unit: r.unit,
        minOrderQty: r.minOrderQty,
        attributes: r.attributes,
        images: r.images,
        salesAttributes: r.spec.map((s) => ({ key: s.key, values: [s.value] })),
        skus: [{ ...r.sku, row }],
      });
      continue;
    }
    const differs = (
      [
        ['name', r.name !== first.name],
        ['category3Id', r.category3Id !== first.category3Id],
        ['brandId', r.brandId !== first.brandId],
        ['unit', r.unit !== first.unit],
        ['minOrderQty', r.minOrderQty !== first.minOrderQty],
      ] as const
    ).filter(([, d]) => d);
    for (const [key] of differs)
      errors.push({
        row,
        column: COLUMN_TITLE[key],
        reason: `与第 ${first.row} 行同一商品的${COLUMN_TITLE[key]}不一致`,
      });
    const keys = first.salesAttributes.map((a) => a.key);
    if (r.spec.length !== keys.length || r.spec.some((s, i) => s.key !== keys[i])) {
      errors.push({
        row,
        column: COLUMN_TITLE.spec,
        reason: `规格名须与第 ${first.row} 行一致（${keys.join(';') || '无规格'}）`,
      });
      continue;
    }
    const spec = specText(r.spec);
    const dup = first.skus.find((s) => specText(s.salesAttributes) === spec);
    if (dup || keys.length === 0) {
      errors.push({
        row,
        column: COLUMN_TITLE.spec,
        reason: dup ? `规格与第 ${dup.row} 行重复` : '同一商品有多个 SKU 时须填写规格',
      });
      continue;
    }
    r.spec.forEach((s, i) => {
      const attr = first.salesAttributes[i]!;
      if (!attr.values.includes(s.value)) attr.values.push(s.value);
    });
    first.skus.push({ ...r.sku, row });
  }
  const products = [...groups.values()];
  for (const p of products) {
    if (p.skus.length > PRODUCT_LIMITS.skus)
      errors.push({
        row: p.row,
        column: COLUMN_TITLE.productKey,
        reason: `一个商品最多 ${PRODUCT_LIMITS.skus} 个 SKU`,
      });
    const expected = skuCombinations(p.salesAttributes).length;
    if (expected !== p.skus.length)
      errors.push({
        row: p.row,
        column: COLUMN_TITLE.spec,
        reason: `商品「${p.name}」的规格组合不完整：应有 ${expected} 个 SKU，实有 ${p.skus.length} 个`,
      });
  }
  errors.sort((a, b) => a.row - b.row);
  return { products: errors.length ? [] : products, errors };
}

const LIST_NAMES: Record<string, string> = {
  skus: 'SKU',
  certificates: '证书',
  attributes: '商品属性',
  salesAttributes: '销售属性',
  images: '商品图片',
};

/** The first problem of a product form as one Chinese sentence, e.g. `SKU 2：价格不能小于 0`. */
export function productIssueText(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '商品信息不正确';
  const [head, index] = issue.path;
  const list = typeof head === 'string' ? LIST_NAMES[head] : undefined;
  if (list && typeof index === 'number') return `${list} ${index + 1}：${issue.message}`;
  return issue.message;
}

/** Parses a product form, answering the Chinese sentence of its first problem. */
export function parseProductForm(
  input: unknown,
): { ok: true; form: ProductForm } | { ok: false; message: string } {
  const parsed = productFormSchema.safeParse(input);
  return parsed.success
    ? { ok: true, form: parsed.data }
    : { ok: false, message: productIssueText(parsed.error) };
}
