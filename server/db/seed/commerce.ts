import {
  approvalRules,
  carts,
  exportTasks,
  leads,
  orderApprovals,
  orderEvents,
  orderLines,
  orders,
  orderShipmentLines,
  orderShipments,
  projectItems,
  projects,
  receiveAddresses,
  searchRecords,
  uploadedFiles,
} from '../schema/commerce';
import { websiteMessages } from '../schema/content';
import { userEnterprises, users } from '../schema/identity';
import { daysAgo, insertRows, mobile, personName, type SeedContext } from './context';
import { POSITIONS } from './data/names';
import { DEMO, type BuyerInfo } from './identity';
import type { ProductSummary } from './catalog';
import { seedImages } from './images';
import type { OrderStatus } from '@/lib/order-lifecycle';
import { formatOrderNo } from '@/lib/order-no';
import type { ObjectStorage } from '@/server/storage';

/**
 * The demo orders: every lifecycle state on the buyer's side and on the demo supplier's. `chain`
 * is the approver chain (ids of ORDER_AUDITORS), `approved` how many levels said yes.
 */
const SEED_ORDERS: {
  status: OrderStatus;
  demoSupplier: boolean;
  chain: number[];
  approved: number;
  shipped?: 'part' | 'all';
  note?: string;
}[] = [
  { status: 'pending_approval', demoSupplier: false, chain: [191], approved: 0 },
  { status: 'pending_approval', demoSupplier: true, chain: [191, 190], approved: 1 },
  { status: 'awaiting_supplier', demoSupplier: true, chain: [190], approved: 1 },
  { status: 'awaiting_supplier', demoSupplier: true, chain: [191], approved: 1 },
  { status: 'confirmed', demoSupplier: true, chain: [190], approved: 1 },
  { status: 'partially_shipped', demoSupplier: true, chain: [191], approved: 1, shipped: 'part' },
  { status: 'shipped', demoSupplier: true, chain: [190], approved: 1, shipped: 'all' },
  { status: 'received', demoSupplier: true, chain: [191], approved: 1, shipped: 'all' },
  { status: 'completed', demoSupplier: true, chain: [190], approved: 1, shipped: 'all' },
  { status: 'completed', demoSupplier: false, chain: [191], approved: 1, shipped: 'all' },
  {
    status: 'rejected',
    demoSupplier: false,
    chain: [190],
    approved: 0,
    note: '项目暂缓，下月再采购',
  },
  {
    status: 'refused',
    demoSupplier: true,
    chain: [191],
    approved: 1,
    note: '该规格本月无货，请改选其他规格',
  },
  {
    status: 'cancelled',
    demoSupplier: false,
    chain: [190],
    approved: 0,
    note: '下错规格，重新下单',
  },
];

const ORDER_AUDITORS = [
  { id: 190, phone: '13700009001', name: '刘振华' },
  { id: 191, phone: '13700009002', name: '高雅琴' },
];

export async function seedCommerce(
  ctx: SeedContext,
  products: ProductSummary[],
  buyers: BuyerInfo[],
  store: ObjectStorage,
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
  const approvalRows: (typeof orderApprovals.$inferInsert)[] = [];
  const eventRows: (typeof orderEvents.$inferInsert)[] = [];
  const shipmentRows: (typeof orderShipments.$inferInsert)[] = [];
  const shipmentLineRows: (typeof orderShipmentLines.$inferInsert)[] = [];
  const messageRows: (typeof websiteMessages.$inferInsert)[] = [];
  const demoSupplierGoods = buyable.filter((p) => p.supplierId === DEMO.supplierEnterprise);
  let lineId = 1;
  SEED_ORDERS.forEach((spec, i) => {
    const id = i + 1;
    const pool = spec.demoSupplier && demoSupplierGoods.length ? demoSupplierGoods : buyable;
    const first = pool[(i * 7) % pool.length]!;
    const sameSupplier = pool
      .filter((p) => p.supplierId === first.supplierId)
      .slice(0, r.int(1, 3));
    const created = daysAgo(ctx, i * 4 + 1, r.int(0, 12));
    const at = (hours: number) => new Date(created.getTime() + hours * 3600_000);
    let goods = 0;
    const lines: { id: number; qty: number }[] = [];
    for (const p of sameSupplier.length ? sameSupplier : [first]) {
      const sku = p.buyable[0]!;
      const qty = sku.price > 1_000_000 ? r.int(2, 6) : r.int(2, 30) * 10;
      goods += sku.price * qty;
      lines.push({ id: lineId, qty });
      lineRows.push({
        id: lineId++,
        orderId: id,
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
    const pendingLevel = spec.status === 'pending_approval' ? spec.approved + 1 : 0;
    const shippedAt = spec.shipped ? at(72) : null;
    orderRows.push({
      id,
      orderNo: formatOrderNo(created, id),
      userId: DEMO.buyerUser,
      buyerEnterpriseId: DEMO.buyerEnterprise,
      supplierId: first.supplierId,
      projectId: (i % 3) + 1,
      status: spec.status,
      approvalLevel: pendingLevel,
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
      auditorId: spec.chain[0]!,
      idempotencyKey: `seed-order-${id}`,
      lastShippedAt: shippedAt,
      receivedAt: spec.status === 'received' || spec.status === 'completed' ? at(120) : null,
      createdAt: created,
      updatedAt: created,
    });

    // The trail that led here, step by step, a few hours apart.
    let from: OrderStatus | null = null;
    let hour = 0;
    const step = (
      action: string,
      to: OrderStatus,
      actorId: number | null,
      role: string,
      note?: string,
    ) => {
      eventRows.push({
        orderId: id,
        action,
        fromStatus: from,
        toStatus: to,
        actorId,
        actorRole: role,
        note: note ?? null,
        createdAt: at(hour),
      });
      from = to;
      hour += 6;
    };
    step('submit', 'pending_approval', DEMO.buyerUser, 'buyer');
    spec.chain.forEach((approverId, level) => {
      const decided = level < spec.approved;
      const rejectedHere = spec.status === 'rejected' && level === spec.approved;
      approvalRows.push({
        orderId: id,
        level: level + 1,
        approverId,
        status: decided ? 'approved' : rejectedHere ? 'rejected' : 'pending',
        note: rejectedHere ? spec.note! : null,
        decidedAt: decided || rejectedHere ? at(hour) : null,
      });
      if (decided) {
        const last = level === spec.chain.length - 1;
        step('approve', last ? 'awaiting_supplier' : 'pending_approval', approverId, 'approver');
      }
    });
    if (spec.status === 'pending_approval') {
      messageRows.push({
        // Past the content seed's message ids.
        id: 5001 + messageRows.length,
        userId: spec.chain[spec.approved]!,
        side: 'developer',
        kind: 'order',
        title: '有订单待您审核',
        content: `订单 ${orderRows.at(-1)!.orderNo} 等待您审核。`,
        link: '/workbench/developer/approvals',
        createdAt: at(hour),
      });
      return;
    }
    if (spec.status === 'rejected')
      return step('reject', 'rejected', spec.chain[0]!, 'approver', spec.note);
    if (spec.status === 'cancelled')
      return step('cancel', 'cancelled', DEMO.buyerUser, 'buyer', spec.note);
    if (spec.status === 'awaiting_supplier') return;
    if (spec.status === 'refused')
      return step('refuse', 'refused', DEMO.supplierUser, 'supplier', spec.note);
    step('confirm', 'confirmed', DEMO.supplierUser, 'supplier');
    if (!spec.shipped) return;
    const shipmentId = shipmentRows.length + 1;
    const part = spec.shipped === 'part';
    shipmentRows.push({
      id: shipmentId,
      orderId: id,
      carrier: '顺丰速运',
      trackingNo: `SF${1400000000 + id * 7919}`,
      createdBy: DEMO.supplierUser,
      createdAt: at(hour),
    });
    for (const line of lines) {
      shipmentLineRows.push({
        shipmentId,
        orderLineId: line.id,
        qty: part ? Math.ceil(line.qty / 2) : line.qty,
      });
    }
    step(
      'ship',
      part ? 'partially_shipped' : 'shipped',
      DEMO.supplierUser,
      'supplier',
      `顺丰速运 SF${1400000000 + id * 7919}`,
    );
    if (spec.status === 'received' || spec.status === 'completed') {
      hour = 120;
      step('receive', 'received', DEMO.buyerUser, 'buyer');
    }
    if (spec.status === 'completed') step('complete', 'completed', null, 'system');
  });
  await insertRows(ctx, 'orders', orders, orderRows);
  await insertRows(ctx, 'order_lines', orderLines, lineRows);
  await insertRows(ctx, 'order_approvals', orderApprovals, approvalRows);
  await insertRows(ctx, 'order_events', orderEvents, eventRows);
  await insertRows(ctx, 'order_shipments', orderShipments, shipmentRows);
  await insertRows(ctx, 'order_shipment_lines', orderShipmentLines, shipmentLineRows);
  await insertRows(ctx, 'website_messages', websiteMessages, messageRows);
  // The demo buyer's company: every order needs an approver, above ¥50,000 two levels 高雅琴 → 刘振华.
  await insertRows(ctx, 'approval_rules', approvalRules, [
    {
      enterpriseId: DEMO.buyerEnterprise,
      autoApproveMax: null,
      twoLevelAbove: 5_000_000,
      level1ApproverId: 191,
      level2ApproverId: 190,
      updatedBy: DEMO.buyerUser,
    },
  ]);

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
    const size = (await store.stat(key))?.size ?? 0;
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
