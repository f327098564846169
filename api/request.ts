import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { AppEnv } from '@/lib/env';
import { buildLoginUrl } from '@/lib/account-links';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@/lib/request-origin';
import { hasSignedInHint } from '@/lib/session-hint';
import { feedback } from './feedback';
import {
  LOGIN_REQUIRED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  failedGetMessage,
  timeoutMessage,
} from './messages';
import type { Envelope } from './types';

/** Per-call options of the request layer on top of axios's own. */
export interface MallRequestConfig<D = unknown> extends AxiosRequestConfig<D> {
  /** No toast and no login redirect (prod error logging still runs); the caller handles it. */
  skipErrorHandler?: boolean;
  /** The answer is not a `{ code, msg, data }` envelope (captcha, files): resolve with the body. */
  rawResponse?: boolean;
  /**
   * The call needs a session: in a browser without the signed-in hint it is not sent and fails
   * as a 401 would (请先登录 and the login page), so a visitor's console shows no 401.
   */
  signedInOnly?: boolean;
}

/** Request timeout (spec §9). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Delay between the 请先登录 toast and the redirect to the login page (spec §8). */
export const LOGIN_REDIRECT_DELAY_MS = 3_000;
/** The error-log call of spec §7; only the prod environment posts to it. */
export const ERROR_LOG_URL = '/v1/api/mall/log';

export interface RequestSettings {
  runtimeEnv: AppEnv;
  /** Origin of the account site that serves /reg/login; empty means this site. */
  accountSiteUrl: string;
  /** The from marker sent to the account site. */
  loginFrom: string;
}

const DEFAULT_SETTINGS: RequestSettings = {
  runtimeEnv: 'local',
  accountSiteUrl: '',
  loginFrom: 'mall',
};
let settings: RequestSettings = { ...DEFAULT_SETTINGS };

/** Called once on the client with values the server knows (APP_ENV, account site origin). */
export function configureRequest(next: Partial<RequestSettings>): void {
  settings = { ...settings, ...next };
}

export function setRuntimeEnv(runtimeEnv: AppEnv): void {
  configureRequest({ runtimeEnv });
}

export function getRequestSettings(): Readonly<RequestSettings> {
  return settings;
}

export type ApiErrorKind =
  'business' | 'http' | 'unauthorized' | 'timeout' | 'network' | 'canceled';

export interface ApiErrorInfo {
  kind: ApiErrorKind;
  /** The request path as called, e.g. `/v1/api/user/current`. */
  url: string;
  method: string;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** Envelope code, when the body was an envelope. */
  code?: number;
  /** The envelope `msg`, when there was one. */
  serverMessage?: string;
  /** The envelope `data` of a failed answer (some failures carry details). */
  data?: unknown;
}

/** Every rejection of the request layer is an ApiError. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly url: string;
  readonly method: string;
  readonly status?: number;
  readonly code?: number;
  readonly serverMessage?: string;
  readonly data?: unknown;

  constructor(message: string, info: ApiErrorInfo, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = info.kind;
    this.url = info.url;
    this.method = info.method;
    this.status = info.status;
    this.code = info.code;
    this.serverMessage = info.serverMessage;
    this.data = info.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message of a failed call, or the spec §8 default (for a form to show inline). */
export function failureText(error: unknown): string {
  return (isApiError(error) && error.serverMessage) || NETWORK_ERROR_MESSAGE;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Envelope<unknown>).code === 'number'
  );
}

function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const msg = (body as { msg?: unknown }).msg;
  return typeof msg === 'string' && msg.trim() ? msg : undefined;
}

let loginRedirectTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleLoginRedirect(): void {
  // Parallel calls often fail with 401 together; one toast and one redirect are enough.
  if (loginRedirectTimer !== undefined) return;
  feedback.warning(LOGIN_REQUIRED_MESSAGE);
  redirectToLoginSoon();
}

/**
 * Opens the account site's login page after LOGIN_REDIRECT_DELAY_MS, coming back here; once,
 * however many callers (a 401, a visitor's click) ask meanwhile.
 */
export function redirectToLoginSoon(): void {
  if (loginRedirectTimer !== undefined) return;
  loginRedirectTimer = setTimeout(() => {
    loginRedirectTimer = undefined;
    if (typeof window === 'undefined') return;
    window.location.assign(
      buildLoginUrl({
        accountSiteUrl: settings.accountSiteUrl,
        returnUrl: window.location.href,
        from: settings.loginFrom,
      }),
    );
  }, LOGIN_REDIRECT_DELAY_MS);
}

function reportError(url: string, message: string): void {
  void request
    .post(ERROR_LOG_URL, { url, message }, { skipErrorHandler: true } as MallRequestConfig)
    .catch(() => undefined);
}

function classify(error: AxiosError): ApiErrorInfo['kind'] {
  if (axios.isCancel(error)) return 'canceled';
  if (error.code === 'ETIMEDOUT') return 'timeout';
  if (error.response?.status === 401) return 'unauthorized';
  if (error.response) return 'http';
  return 'network';
}

/** Shows the spec §8 feedback for a failure and builds the error the call rejects with. */
function handleFailure(
  kind: ApiErrorKind,
  config: MallRequestConfig | undefined,
  details: { status?: number; body?: unknown; cause?: unknown },
): ApiError {
  const url = config?.url ?? '';
  const method = (config?.method ?? 'get').toUpperCase();
  const body = details.body;
  const serverMessage = serverMessageOf(body);
  const shown = serverMessage ?? NETWORK_ERROR_MESSAGE;
  const silent = config?.skipErrorHandler === true;
  // A failing log call must neither toast nor log itself again.
  const isLogCall = url === ERROR_LOG_URL;

  if (kind === 'timeout') {
    if (!silent) feedback.error(timeoutMessage(url));
  } else if (kind === 'unauthorized') {
    if (!silent) scheduleLoginRedirect();
  } else if (kind !== 'canceled' && !isLogCall) {
    if (!silent) feedback.error(shown);
    if (settings.runtimeEnv === 'prod') reportError(url, shown);
  }

  const message = method === 'GET' ? failedGetMessage(url, shown) : shown;
  return new ApiError(
    message,
    {
      kind,
      url,
      method,
      status: details.status,
      code: isEnvelope(body) ? body.code : undefined,
      serverMessage,
      data: isEnvelope(body) ? body.data : undefined,
    },
    { cause: details.cause },
  );
}

function onFulfilled(response: AxiosResponse): AxiosResponse | Promise<never> {
  const config: MallRequestConfig = response.config;
  if (
    config.rawResponse ||
    config.responseType === 'blob' ||
    config.responseType === 'arraybuffer'
  ) {
    return response;
  }
  const body: unknown = response.data;
  if (isEnvelope(body) && body.code === 0) {
    response.data = body.data;
    return response;
  }
  return Promise.reject(handleFailure('business', config, { status: response.status, body }));
}

function onRejected(error: unknown): Promise<never> {
  if (!axios.isAxiosError(error)) return Promise.reject(error);
  const kind = classify(error);
  return Promise.reject(
    handleFailure(kind, error.config, {
      status: error.response?.status,
      body: error.response?.data,
      cause: error,
    }),
  );
}

/** A visitor's call that needs a session fails here, before the network, like a 401. */
function withoutSession(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const mall: MallRequestConfig = config;
  if (mall.signedInOnly && typeof document !== 'undefined' && !hasSignedInHint(document.cookie)) {
    throw handleFailure('unauthorized', mall, { status: 401 });
  }
  return config;
}

function createRequest(): AxiosInstance {
  const instance = axios.create({
    baseURL: '',
    timeout: REQUEST_TIMEOUT_MS,
    withCredentials: true,
    // Proves to the server that a write comes from the mall's own script (lib/request-origin).
    headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    // brandIds=1&brandIds=2, which the handlers read as an array (not brandIds[]=1).
    paramsSerializer: { indexes: null },
    // Timeouts get their own code (ETIMEDOUT) instead of sharing ECONNABORTED with aborts.
    transitional: { clarifyTimeoutError: true },
  });
  instance.interceptors.request.use(withoutSession);
  instance.interceptors.response.use(onFulfilled, onRejected);
  return instance;
}

/** The one axios instance of the mall. Resolved responses carry the unwrapped `data`. */
export const request: AxiosInstance = createRequest();

// The calls under way, each with the controller that cancels it (none when the caller brought a
// signal of its own).
const inFlight = new Map<Promise<unknown>, AbortController | undefined>();
const noop = () => undefined;

/** Sends a request and resolves with the unwrapped envelope `data` (or the raw body). */
export function requestData<T>(config: MallRequestConfig): Promise<T> {
  const controller = config.signal ? undefined : new AbortController();
  const call = request
    .request<T>(controller ? { ...config, signal: controller.signal } : config)
    .then((response) => response.data);
  inFlight.set(call, controller);
  const forget = () => void inFlight.delete(call);
  call.then(forget, forget);
  return call;
}

/**
 * Cancels the calls still under way (they reject as `canceled`, quietly). Logging out does so
 * after waiting for them: an answer to a call that outlasted the wait would come from the ended
 * session, a 401 the browser reports as an error.
 */
export function abortCalls(): void {
  for (const controller of inFlight.values()) controller?.abort();
}

/**
 * Resolves once the calls under way now have settled, or after `maxWaitMs`. Logging out waits
 * for them: a call the page started as the user signed out would otherwise reach the server
 * after the session ended and be answered 401.
 */
export function callsSettled(maxWaitMs: number): Promise<void> {
  const pending = [...inFlight.keys()].map((call) => call.then(noop, noop));
  if (!pending.length) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.all(pending).then(noop),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs))),
  ]).finally(() => clearTimeout(timer));
}

/** Test hook: forgets settings and a pending login redirect. */
export function resetRequestState(): void {
  settings = { ...DEFAULT_SETTINGS };
  if (loginRedirectTimer !== undefined) clearTimeout(loginRedirectTimer);
  loginRedirectTimer = undefined;
}
