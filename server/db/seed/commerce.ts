import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  carts,
  exportTasks,
  leads,
  orderLines,
  orders,
  projectItems,
  projects,
  receiveAddresses,
  searchRecords,
  uploadedFiles,
} from '../schema/commerce';
import { userEnterprises, users } from '../schema/identity';
import { daysAgo, insertRows, mobile, personName, type SeedContext } from './context';
import { POSITIONS } from './data/names';
import { DEMO, type BuyerInfo } from './identity';
import type { ProductSummary } from './catalog';
import { seedImages } from './images';
import type { OrderStatus } from '@/lib/order-lifecycle';

const SEED_ORDER_STATUSES: OrderStatus[] = [
  'pending_approval',
  'awaiting_supplier',
  'shipped',
  'completed',
  'completed',
  'cancelled',
  'confirmed',
  'pending_approval',
];

const ORDER_AUDITORS = [
  { id: 190, phone: '13700009001', name: '刘振华' },
  { id: 191, phone: '13700009002', name: '高雅琴' },
];

export async function seedCommerce(
  ctx: SeedContext,
  products: ProductSummary[],
  buyers: BuyerInfo[],
  uploadDir: string,
): Promise<void> {
  const r = ctx.rng.fork('commerce');
  const buyable = products.filter((p) => p.buyable.length > 0);

  const projectRows: (typeof projects.$inferInsert)[] = [
    ['上海滨江云栖住宅项目', 310000, '上海市', 310100, '上海市'],
    ['杭州未来城人才公寓', 330000, '浙江省', 330100, '杭州市'],
    ['苏州翡翠湾商业综合体', 320000, '江苏省', 320500, '苏州市'],
  ].map(([projectName, provinceId, province, cityId, city], i) => ({
    id: i + 1,
    userId: DEMO.buyerUser,
    enterpriseId: DEMO.buyerEnterprise,
    projectName: projectName as string,
    provinceId: provinceId as number,
    province: province as string,
    cityId: cityId as number,
    city: city as string,
    createdAt: daysAgo(ctx, 60 - i * 10),
  }));
  await insertRows(ctx, 'projects', projects, projectRows);

  const cartPicks = r.sample(buyable, Math.min(6, buyable.length));
  await insertRows(
    ctx,
    'carts',
    carts,
    cartPicks.map((p, i) => ({
      id: i + 1,
      userId: DEMO.buyerUser,
      enterpriseId: DEMO.buyerEnterprise,
      productId: p.id,
      skuId: p.buyable[0]!.id,
      qty: r.int(1, 50) * 10,
      // One line was added before a price cut, so the cart shows its price-change flag.
      addedPrice: i === 4 ? Math.round(p.buyable[0]!.price * 1.08) : p.buyable[0]!.price,
      checked: i !== 2,
      createdAt: daysAgo(ctx, i),
      updatedAt: daysAgo(ctx, i),
    })),
  );
  await insertRows(
    ctx,
    'project_items',
    projectItems,
    r.sample(buyable, Math.min(4, buyable.length)).map((p, i) => ({
      id: i + 1,
      projectId: (i % 2) + 1,
      productId: p.id,
      skuId: p.buyable[0]!.id,
      qty: r.int(1, 20) * 10,
      createdAt: daysAgo(ctx, i + 3),
    })),
  );

  // Colleagues of the demo buyer who approve its orders (orderAudit auditorList); SMS login only.
  await insertRows(
    ctx,
    'users',
    users,
    ORDER_AUDITORS.map((a) => ({
      ...a,
      userType: 2,
      isPersonalAccount: false,
      clientId: `cid_auditor${a.id}`,
      activeEnterpriseId: DEMO.buyerEnterprise,
      createdAt: daysAgo(ctx, 200),
    })),
  );
  await insertRows(
    ctx,
    'user_enterprises',
    userEnterprises,
    ORDER_AUDITORS.map((a) => ({ userId: a.id, enterpriseId: DEMO.buyerEnterprise, roleId: 2 })),
  );

  const addressRows: (typeof receiveAddresses.$inferInsert)[] = [
    {
      id: 1,
      userId: DEMO.buyerUser,
      enterpriseId: DEMO.buyerEnterprise,
      receiverName: '王建国',
      phone: '13800000001',
      provinceId: 310000,
      province: '上海市',
      cityId: 310100,
      city: '上海市',
      address: '浦东新区世纪大道100号滨江云栖项目部',
      isDefault: true,
    },
    {
      id: 2,
      userId: DEMO.buyerUser,
      enterpriseId: DEMO.buyerEnterprise,
      receiverName: '陈晓东',
      phone: '13912345678',
      provinceId: 330000,
      province: '浙江省',
      cityId: 330100,
      city: '杭州市',
      address: '余杭区文一西路未来城人才公寓工地',
      isDefault: false,
    },
    {
      id: 3,
      userId: DEMO.multiUser,
      enterpriseId: 302,
      receiverName: '吴海川',
      phone: '13800000006',
      provinceId: 330000,
      province: '浙江省',
      cityId: 330100,
      city: '杭州市',
      address: '西湖区文三路90号',
      isDefault: true,
    },
  ];
  await insertRows(ctx, 'receive_addresses', receiveAddresses, addressRows);

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  let lineId = 1;
  for (let i = 0; i < Math.min(8, buyable.length); i++) {
    const first = buyable[(i * 7) % buyable.length]!;
    const sameSupplier = buyable
      .filter((p) => p.supplierId === first.supplierId)
      .slice(0, r.int(1, 3));
    const created = daysAgo(ctx, i * 9 + 1, r.int(0, 12));
    let goods = 0;
    for (const p of sameSupplier.length ? sameSupplier : [first]) {
      const sku = p.buyable[0]!;
      const qty = sku.price > 1_000_000 ? r.int(1, 6) : r.int(1, 30) * 10;
      goods += sku.price * qty;
      lineRows.push({
        id: lineId++,
        orderId: i + 1,
        productId: p.id,
        skuId: sku.id,
        productName: p.name,
        skuDesc: sku.desc,
        imageUrl: p.image,
        unit: p.unit,
        priceType: sku.priceType,
        unitPrice: sku.price,
        qty,
        amount: sku.price * qty,
      });
    }
    const freight = i % 3 === 0 ? 0 : 20000;
    const addr = addressRows[i % 2]!;
    orderRows.push({
      id: i + 1,
      orderNo: `DD${created.toISOString().slice(0, 10).replaceAll('-', '')}${String(i + 1).padStart(6, '0')}`,
      userId: DEMO.buyerUser,
      buyerEnterpriseId: DEMO.buyerEnterprise,
      supplierId: first.supplierId,
      projectId: (i % 3) + 1,
      status: SEED_ORDER_STATUSES[i]!,
      goodsAmount: goods,
      freightAmount: freight,
      totalAmount: goods + freight,
      address: {
        receiverName: addr.receiverName,
        phone: addr.phone,
        province: addr.province,
        city: addr.city,
        address: addr.address,
      },
      remark: i === 0 ? '请提前一天电话联系项目部收货' : null,
      auditorId: ORDER_AUDITORS[i % 2]!.id,
      idempotencyKey: `seed-order-${i + 1}`,
      createdAt: created,
    });
  }
  await insertRows(ctx, 'orders', orders, orderRows);
  await insertRows(ctx, 'order_lines', orderLines, lineRows);

  await insertRows(ctx, 'export_tasks', exportTasks, [
    {
      id: 1,
      userId: DEMO.buyerUser,
      kind: 'developer-orders',
      params: { status: 'all' },
      status: 'done',
      fileKey: 'exports/seed/orders.xlsx',
      fileName: '采购订单.xlsx',
      createdAt: daysAgo(ctx, 3),
      finishedAt: daysAgo(ctx, 3),
    },
    {
      id: 2,
      userId: DEMO.supplierUser,
      kind: 'supplier-items',
      params: {},
      status: 'pending',
      createdAt: daysAgo(ctx, 0, 1),
    },
  ]);

  const pages = ['/product', '/yeation', '/bid/list', '/supplier/1', '/designs', '/'];
  await insertRows(
    ctx,
    'leads',
    leads,
    Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      leadsName: r.pick(buyers).name,
      linkmanName: personName(r),
      mobile: mobile(r),
      position: r.pick(POSITIONS),
      remark: i % 2 === 0 ? '希望了解保温材料集采方案' : null,
      browse: r.sample(pages, 3).join(','),
      businessScene: r.pick(['产品咨询', '供应商合作', '招投标咨询']),
      pageKey: r.pick(pages),
      clientId: `cid_lead${i}`,
      createdAt: daysAgo(ctx, r.int(0, 60)),
    })),
  );

  const words: [string, string][] = [
    ['复合地板', 'product'],
    ['瓷砖', 'product'],
    ['乳胶漆', 'product'],
    ['岩棉板', 'product'],
    ['防水卷材', 'product'],
    ['断桥铝', 'product'],
    ['智能马桶', 'product'],
    ['筒灯', 'product'],
    ['PPR', 'product'],
    ['真石漆', 'product'],
    ['森华', 'supplier'],
    ['保温', 'supplier'],
    ['陶瓷', 'supplier'],
    ['新中式', 'case'],
    ['样板间', 'case'],
  ];
  await insertRows(
    ctx,
    'search_records',
    searchRecords,
    Array.from({ length: 40 }, (_, i) => {
      const [word, key] = words[i % words.length]!;
      return {
        id: i + 1,
        word,
        key,
        total: r.int(0, 5000),
        clientId: `cid_search${i % 7}`,
        createdAt: daysAgo(ctx, r.int(0, 30)),
      };
    }),
  );

  // Licence scans are private uploads of the demo supplier; notice PDFs are public.
  const sources: [string, boolean, number, string][] = [
    ...[0, 1, 2, 3].map(
      (n) =>
        [seedImages.pool('doc', n), false, DEMO.supplierUser, 'image/png'] as [
          string,
          boolean,
          number,
          string,
        ],
    ),
    ...[0, 1, 2].map(
      (n) =>
        [seedImages.pdf(n), true, DEMO.operatorUser, 'application/pdf'] as [
          string,
          boolean,
          number,
          string,
        ],
    ),
  ];
  const files: (typeof uploadedFiles.$inferInsert)[] = [];
  for (const [i, [url, isPublic, ownerId, type]] of sources.entries()) {
    const key = url.replace(/^\/files\//, '');
    const size = await stat(path.join(uploadDir, key)).then(
      (s) => s.size,
      () => 0,
    );
    files.push({
      id: i + 1,
      key,
      name: key.split('/').pop() ?? key,
      type,
      size,
      ownerId,
      isPublic,
      createdAt: daysAgo(ctx, 400),
    });
  }
  await insertRows(ctx, 'uploaded_files', uploadedFiles, files);
}
