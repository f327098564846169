// Types of the plain-JavaScript cache handler (next.config.ts loads it by path), for its tests.
export interface CacheHandlerContext {
  maxMemoryCacheSize?: number;
  serverDistDir: string;
}

export interface CacheEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate: number | false; expire?: number };
}

export default class MallCacheHandler {
  constructor(ctx: CacheHandlerContext);
  get(key: string, ctx?: { tags?: string[]; softTags?: string[] }): Promise<CacheEntry | null>;
  set(key: string, data: object, ctx?: object): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
