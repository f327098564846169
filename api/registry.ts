import { requestData, type MallRequestConfig } from './request';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Per-endpoint request settings fixed at declaration (e.g. the captcha's 40 s timeout). */
export type EndpointConfig = Pick<
  MallRequestConfig,
  'timeout' | 'responseType' | 'rawResponse' | 'headers'
>;

/** Per-call options: skipErrorHandler, signal, timeout, headers … */
export type CallOptions = Omit<MallRequestConfig, 'url' | 'method' | 'params' | 'data' | 'baseURL'>;

/** What the registry keeps of an API (spec §7): declared once, called by name. */
export interface ApiDeclaration {
  name: string;
  method: HttpMethod;
  /** Path with `{x}` placeholders. */
  url: string;
  /** The module that declared it. */
  module: string;
  config?: EndpointConfig;
}

declare const endpointTypes: unique symbol;

/** A declaration before it gets its name; carries the params and result types. */
export interface Endpoint<P, R, U extends string = string> {
  method: HttpMethod;
  url: U;
  config?: EndpointConfig;
  readonly [endpointTypes]?: { params: P; result: R };
}

/**
 * Declares an endpoint with its params type P (query for GET/DELETE, body otherwise)
 * and its result type R (the envelope's `data`). Curried so the url keeps its literal
 * type, from which the placeholder arguments are typed.
 */
export function endpoint<P = void, R = unknown>() {
  return <const U extends string>(
    method: HttpMethod,
    url: U,
    config?: EndpointConfig,
  ): Endpoint<P, R, U> => (config ? { method, url, config } : { method, url });
}

type PathArgs<U extends string> = U extends `${string}{${string}}${infer Rest}`
  ? [pathArg: string | number, ...PathArgs<Rest>]
  : [];

type TailArgs<P> = [P] extends [void]
  ? [params?: undefined, options?: CallOptions]
  : undefined extends P
    ? [params?: P, options?: CallOptions]
    : [params: P, options?: CallOptions];

/** A declared API: call it with one argument per placeholder, then params, then options. */
export type ApiFunction<P, R, U extends string> = ((
  ...args: [...PathArgs<U>, ...TailArgs<P>]
) => Promise<R>) & { readonly declaration: ApiDeclaration };

export type ApiFunctions<D> = {
  [K in keyof D]: D[K] extends Endpoint<infer P, infer R, infer U> ? ApiFunction<P, R, U> : never;
};

export interface ResolvedPath {
  url: string;
  /** Placeholders left without an argument, in order. */
  missing: string[];
  /** Arguments beyond the placeholders. */
  extra: (string | number)[];
}

const PLACEHOLDER = /\{([^{}]+)\}/g;

/** Fills `{x}` placeholders from the arguments in order (URL-encoded); pure. */
export function resolvePath(url: string, args: readonly (string | number)[]): ResolvedPath {
  const missing: string[] = [];
  let next = 0;
  const filled = url.replace(PLACEHOLDER, (whole, key: string) => {
    if (next >= args.length) {
      missing.push(key);
      return whole;
    }
    return encodeURIComponent(String(args[next++]));
  });
  return { url: filled, missing, extra: args.slice(next) };
}

/** resolvePath plus the spec §7 warnings on missing or surplus arguments. */
export function fillPlaceholders(
  url: string,
  args: readonly (string | number)[],
  label: string = url,
  warn: (message: string) => void = console.warn,
): string {
  const resolved = resolvePath(url, args);
  if (resolved.missing.length > 0) {
    warn(
      `[api] ${label}：缺少路径参数 ${resolved.missing.map((k) => `{${k}}`).join('、')}（${url}）`,
    );
  }
  if (resolved.extra.length > 0) {
    warn(
      `[api] ${label}：多出 ${resolved.extra.length} 个路径参数 ${JSON.stringify(resolved.extra)}（${url}）`,
    );
  }
  return resolved.url;
}

/** GET and DELETE send the params in the query string; other methods send them as the body. */
export function splitParams(method: string, params: unknown): { params?: unknown; data?: unknown } {
  if (params === undefined) return {};
  const m = method.toUpperCase();
  return m === 'GET' || m === 'DELETE' ? { params } : { data: params };
}

function isPathArg(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}

export type Sender = <R>(config: MallRequestConfig) => Promise<R>;

export interface ApiRegistry {
  /** Adds one declaration; throws when another module already uses the name. */
  register(declaration: ApiDeclaration): void;
  /** Registers every entry of `endpoints` under its key and returns the callable APIs. */
  define<const D extends Record<string, Endpoint<unknown, unknown, string>>>(
    module: string,
    endpoints: D,
  ): ApiFunctions<D>;
  get(name: string): ApiDeclaration | undefined;
  list(): ApiDeclaration[];
  /** Calls an API by name: positional path arguments, then params, then options. */
  call<R = unknown>(name: string, ...args: unknown[]): Promise<R>;
}

export function createApiRegistry(send: Sender = requestData): ApiRegistry {
  const declarations = new Map<string, ApiDeclaration>();

  function register(declaration: ApiDeclaration): void {
    const existing = declarations.get(declaration.name);
    // The same module declaring again is a hot reload in development, not a clash.
    if (existing && existing.module !== declaration.module) {
      throw new Error(
        `API 名称重复：「${declaration.name}」已在模块 ${existing.module} 中声明（${existing.method} ${existing.url}），` +
          `模块 ${declaration.module} 不能再声明（${declaration.method} ${declaration.url}）`,
      );
    }
    declarations.set(declaration.name, declaration);
  }

  function invoke<R>(declaration: ApiDeclaration, args: readonly unknown[]): Promise<R> {
    let i = 0;
    const pathArgs: (string | number)[] = [];
    while (i < args.length && isPathArg(args[i])) pathArgs.push(args[i++] as string | number);
    const params = args[i];
    const options = args[i + 1] as CallOptions | undefined;
    const url = fillPlaceholders(declaration.url, pathArgs, declaration.name);
    return send<R>({
      ...declaration.config,
      ...options,
      method: declaration.method,
      url,
      ...splitParams(declaration.method, params),
    });
  }

  function define<const D extends Record<string, Endpoint<unknown, unknown, string>>>(
    module: string,
    endpoints: D,
  ): ApiFunctions<D> {
    const out: Record<string, unknown> = {};
    for (const [name, e] of Object.entries(endpoints)) {
      const declaration: ApiDeclaration = e.config
        ? { name, module, method: e.method, url: e.url, config: e.config }
        : { name, module, method: e.method, url: e.url };
      register(declaration);
      const fn = (...args: unknown[]) => invoke(declaration, args);
      out[name] = Object.assign(fn, { declaration });
    }
    return out as ApiFunctions<D>;
  }

  return {
    register,
    define,
    get: (name) => declarations.get(name),
    list: () => [...declarations.values()],
    call<R = unknown>(name: string, ...args: unknown[]): Promise<R> {
      const declaration = declarations.get(name);
      if (!declaration) return Promise.reject(new Error(`未声明的 API：${name}`));
      return invoke<R>(declaration, args);
    },
  };
}

/** The mall's registry; every module under api/modules declares into it at import time. */
export const registry: ApiRegistry = createApiRegistry();

export function defineApis<const D extends Record<string, Endpoint<unknown, unknown, string>>>(
  module: string,
  endpoints: D,
): ApiFunctions<D> {
  return registry.define(module, endpoints);
}
