import 'server-only';
import { db } from '@/server/db';
import { logger } from '@/server/observability/logger';
import { reindexProducts } from './product-index';

/**
 * Re-cuts products indexed by an older tokenizer after start, without holding the start up
 * (0 rows normally). Until it ends those rows are still found by their bigrams.
 */
export function reindexInBackground(): void {
  reindexProducts(db)
    .then((n) => n && logger.info({ products: n }, 'search index rebuilt'))
    .catch((error: unknown) => logger.error({ err: error }, 'search index rebuild failed'));
}
