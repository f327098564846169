import { getDbHandle } from '@/server/db';
import { reindexProducts } from '@/server/search/product-index';

const handle = getDbHandle();
await handle.migrate();
const reindexed = await reindexProducts(handle.db);
await handle.close();
console.log(
  `数据库迁移完成（${handle.kind}）${reindexed ? `，重建 ${reindexed} 个商品的搜索词` : ''}`,
);
