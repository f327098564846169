/**
 * The client API registry (spec §7). Importing this file declares every module, so a name
 * used twice throws here, at start-up.
 *
 * Paths: the spec's own absolute paths verbatim; a spec name with a module prefix
 * (`user/current`, `auth/enterprises`, `developer/cart`) becomes `/v1/api/<that name>`;
 * a bare name becomes `/v1/api/<module>/<name>`.
 */
import { activityApi } from './modules/activity';
import { addressApi } from './modules/address';
import { applyApi } from './modules/apply';
import { authApi } from './modules/auth';
import { authenticationApi } from './modules/authentication';
import { bidApi } from './modules/bid';
import { cartApi } from './modules/cart';
import { categoryApi } from './modules/category';
import { certificatesApi } from './modules/certificates';
import { commonApi } from './modules/common';
import { competitionApi } from './modules/competition';
import { demandApi } from './modules/demand';
import { designHallApi } from './modules/designHall';
import { designsApi } from './modules/designs';
import { enterpriseApi } from './modules/enterprise';
import { fileApi } from './modules/file';
import { greenCarbonApi } from './modules/green-carbon';
import { helpApi } from './modules/help';
import { homepageApi } from './modules/homepage';
import { inquiryApi } from './modules/inquiry';
import { itemApi } from './modules/item';
import { mRegApi } from './modules/m-reg';
import { opsApi } from './modules/ops';
import { opsCatalogApi } from './modules/ops-catalog';
import { opsUsersApi } from './modules/ops-users';
import { opsContentApi } from './modules/ops-content';
import { opsConsoleApi } from './modules/ops-console';
import { orderApi } from './modules/order';
import { popupApi } from './modules/popup';
import { productApi } from './modules/product';
import { promotionApi } from './modules/promotion';
import { recruitApi } from './modules/recruit';
import { registrationApi } from './modules/registration';
import { rfqApi } from './modules/rfq';
import { searchApi } from './modules/search';
import { shoppingCartApi } from './modules/shopping-cart';
import { supplierApi } from './modules/supplier';
import { supplierItemApi } from './modules/supplier-item';
import { tenantApi } from './modules/tenant';
import { userApi } from './modules/user';
import { websiteMsgApi } from './modules/websiteMsg';
import { yeationApi } from './modules/yeation';

/** Every API by name: `api.homeBasicInfo()`, `api.findByPid(5)`, `api.seo({ url })`. */
export const api = {
  ...activityApi,
  ...addressApi,
  ...applyApi,
  ...authApi,
  ...authenticationApi,
  ...bidApi,
  ...cartApi,
  ...categoryApi,
  ...certificatesApi,
  ...commonApi,
  ...competitionApi,
  ...demandApi,
  ...designHallApi,
  ...designsApi,
  ...enterpriseApi,
  ...fileApi,
  ...greenCarbonApi,
  ...helpApi,
  ...homepageApi,
  ...inquiryApi,
  ...itemApi,
  ...mRegApi,
  ...opsApi,
  ...opsCatalogApi,
  ...opsUsersApi,
  ...opsContentApi,
  ...opsConsoleApi,
  ...orderApi,
  ...popupApi,
  ...productApi,
  ...promotionApi,
  ...recruitApi,
  ...registrationApi,
  ...rfqApi,
  ...searchApi,
  ...shoppingCartApi,
  ...supplierApi,
  ...supplierItemApi,
  ...tenantApi,
  ...userApi,
  ...websiteMsgApi,
  ...yeationApi,
};

export type Api = typeof api;
export type ApiName = keyof Api;

/** Calls an API by its registered name, typed like the function itself. */
export function callApi<K extends ApiName>(
  name: K,
  ...args: Parameters<Api[K]>
): ReturnType<Api[K]> {
  const fn = api[name] as unknown as (...a: unknown[]) => ReturnType<Api[K]>;
  return fn(...args);
}

export { registry, defineApis, endpoint } from './registry';
export type { ApiDeclaration, ApiFunction, CallOptions, HttpMethod } from './registry';
export {
  ApiError,
  ERROR_LOG_URL,
  configureRequest,
  failureText,
  isApiError,
  request,
  requestData,
  setRuntimeEnv,
} from './request';
export type { MallRequestConfig, RequestSettings } from './request';
export { setFeedback } from './feedback';
export type { Feedback } from './feedback';
