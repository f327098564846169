import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { getDbHandle } from '@/server/db';
import { themes } from '@/server/db/schema';
import { seed, truncateAll } from '@/server/db/seed';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    'if-empty': { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
  },
});

const products = Number(values.products);
if (!Number.isInteger(products) || products < 0) {
  console.error(`--products 需要一个非负整数，收到 ${values.products}`);
  process.exit(1);
}

const handle = getDbHandle();
try {
  await handle.migrate();
  const [row] = await handle.db.select({ n: count() }).from(themes);
  const hasData = (row?.n ?? 0) > 0;
  if (hasData && values['if-empty']) {
    console.log('数据库已有数据（themes 表非空），跳过种子数据。');
  } else if (hasData && !values.reset) {
    console.error('数据库已有数据。使用 --reset 清空后重新生成，或 --if-empty 在非空时跳过。');
    process.exitCode = 1;
  } else {
    if (values.reset) {
      await truncateAll(handle.db);
      console.log('已清空所有表。');
    }
    const result = await seed(handle.db, { products });
    const c = result.counts;
    const total = Object.values(c).reduce((a, b) => a + b, 0);
    console.log(
      `种子数据完成（${handle.kind}）：${total} 行，用时 ${(result.ms / 1000).toFixed(1)} 秒；写入图片 ${result.imagesWritten} 张。`,
    );
    console.log(
      `  商品 ${c.products ?? 0}，SKU ${c.skus ?? 0}，供应商/企业 ${c.enterprises ?? 0}，用户 ${c.users ?? 0}，` +
        `类目 ${c.categories ?? 0}，品牌 ${c.brands ?? 0}，地区 ${c.areas ?? 0}，主题 ${c.themes ?? 0}`,
    );
    console.log(
      `  招标 ${c.bid_projects ?? 0}，公开招标 ${c.open_bid_notices ?? 0}，询价 ${c.inquiries ?? 0}，活动 ${c.activities ?? 0}，` +
        `招募 ${c.recruits ?? 0}，设计需求 ${c.demands ?? 0}，设计案例 ${c.design_cases ?? 0}，资讯 ${c.articles ?? 0}`,
    );
    console.log('  演示账号见 docs/demo-accounts.md（密码 Mall@2026）。');
  }
} finally {
  await handle.close();
}
