import { getDbHandle } from '@/server/db';

const handle = getDbHandle();
await handle.migrate();
await handle.close();
console.log(`数据库迁移完成（${handle.kind}）`);
