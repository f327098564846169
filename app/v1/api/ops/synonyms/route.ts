import { SYNONYM_KINDS, SYNONYM_LABELS, synonymFormSchema } from '@/lib/ops-catalog';
import { opsSearchKeyword } from '@/lib/ops-users';
import { z } from '@/lib/zod';
import { handler } from '@/server/http/handler';
import { createSynonym, opsSynonyms } from '@/server/services/ops-catalog';
import { PAGE_LABELS, pageQuery, param } from '@/server/services/paging';

const query = pageQuery(20).extend({
  keyword: param(opsSearchKeyword),
  kind: param(z.enum(SYNONYM_KINDS).optional()),
});

/** 搜索同义词 GET /v1/api/ops/synonyms?keyword=&kind= */
export const GET = handler(
  {
    auth: 'ops',
    roles: ['content'],
    input: query,
    labels: { ...PAGE_LABELS, keyword: '搜索内容', kind: '同义词类型' },
  },
  ({ input }) => opsSynonyms(input),
);

/** 新增同义词，搜索立即生效（无需重建索引） POST /v1/api/ops/synonyms { kind, term, synonyms } */
export const POST = handler(
  { auth: 'ops', roles: ['content'], input: synonymFormSchema, labels: SYNONYM_LABELS },
  ({ input, user }) => createSynonym(user.id, input),
);
