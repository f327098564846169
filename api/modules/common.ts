import { defineApis, endpoint } from '../registry';
import { ERROR_LOG_URL } from '../request';
import type {
  CaptchaAnswer,
  CaptchaCheckRequest,
  CaptchaImage,
  CaptchaType,
  SearchTrackingRecord,
} from '../types';

/** The favicon of the current theme (spec §1). */
export const FAVICON_URL = '/v1/api/mall/favicon';
/** The captcha client waits longer than other calls (spec §9). */
export const CAPTCHA_TIMEOUT_MS = 40_000;

export interface SeoInfo {
  title: string;
  keywords: string;
  description: string;
}

export interface Advertise {
  id: number;
  name: string;
  imgUrl: string;
  link?: string;
}

export const commonApi = defineApis('common', {
  /** 前端错误日志（仅 prod 上报） POST /v1/api/mall/log */
  log: endpoint<{ url: string; message: string }, null>()('POST', ERROR_LOG_URL),
  /** 页面 SEO 信息 GET /v1/api/common/seo */
  seo: endpoint<{ url: string }, SeoInfo>()('GET', '/v1/api/common/seo'),
  /** 广告位 GET /v1/api/common/advertise */
  getAdvertise: endpoint<{ position?: string } | undefined, Advertise[]>()(
    'GET',
    '/v1/api/common/advertise',
  ),
  /** 平台累计交易额（分） GET /v1/api/common/totalOrderAmount */
  totalOrderAmount: endpoint<void, number>()('GET', '/v1/api/common/totalOrderAmount'),
  /** 埋点上报（标记元素点击与搜索） POST /v1/api/common/trackReport */
  trackReport: endpoint<
    SearchTrackingRecord & {
      event: 'click' | 'search';
      url?: string;
      /** A click on a search result: the item and its 1-based place on the page. */
      itemId?: number;
      position?: number;
    },
    null
  >()('POST', '/v1/api/common/trackReport'),
  /** 公众号二维码（图片地址，专区未设置时为 null） GET /v1/api/common/officialAccountQrCode */
  getOfficialAccountQrCode: endpoint<void, string | null>()(
    'GET',
    '/v1/api/common/officialAccountQrCode',
  ),
  /** 获取行为验证码 POST /captcha/get */
  captchaGet: endpoint<
    { captchaType: CaptchaType; clientUid?: string; ts?: number },
    CaptchaAnswer<CaptchaImage>
  >()('POST', '/captcha/get', { rawResponse: true, timeout: CAPTCHA_TIMEOUT_MS }),
  /** 校验行为验证码 POST /captcha/check */
  captchaCheck: endpoint<
    CaptchaCheckRequest,
    CaptchaAnswer<CaptchaCheckRequest & { result: boolean }>
  >()('POST', '/captcha/check', { rawResponse: true, timeout: CAPTCHA_TIMEOUT_MS }),
});
