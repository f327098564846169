/** Wire and app types shared by the API modules and the stores (spec §3). */
import type { HomeBlockKey } from '@/lib/home-layout';
import type { SearchUnderstanding } from '@/lib/search-understanding';
import type { FooterLink, TopConfigNode } from '@/lib/theme';

export type { TopConfigNode };

/** The answer of every JSON call (ARCHITECTURE.md "HTTP contract"); code 0 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface Page<T> {
  records: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

export type Id = number;

// ---------------------------------------------------------------- user and enterprise

/** 1 supplier, 2 buyer/developer, 3 other. */
export type TopType = 1 | 2 | 3;

export type MemberLevel =
  | 'best_choice_base'
  | 'best_choice_intermediate'
  | 'best_choice_senior'
  | 'dealer_member'
  | 'construction_member';

/** Enterprise/tenant status of spec §4; null or missing means not certified. */
export type TenantStatus =
  | 'company_approve_fail'
  | 'company_approving'
  | 'supplier_to_approve'
  | 'supplier_approving'
  | 'supplier_approve_fail'
  | 'supplier';

/** User info as `getUserLoginState` (GET /v1/api/user/current) sends it. */
export interface UserInfoWire {
  id: Id;
  name: string;
  phone: string;
  enterpriseId: Id | null;
  enterpriseName: string | null;
  /** Status of the active enterprise (1 approved, 0 pending, -1 failed, -2 incomplete). */
  enterpriseStatus: EnterpriseStatus | null;
  /** 1 = certified designer. */
  designerStatus: number | null;
  /** 2 = developer. */
  userType: number;
  isPersonalAccount: boolean;
  isDesignerAccount: boolean;
  topType: TopType;
  labels: number[];
  clientId: string;
  tenantStatus: TenantStatus | null;
  tenantStatusDesc: string | null;
  headPhotoUrl: string | null;
  /** 1-4 for developers. */
  developersLevel: number | null;
  tenant: { memberLevel: MemberLevel | null } | null;
  /** The user's role in the active enterprise, when the server knows one. */
  roleId?: number | null;
  /** Holds an ops role (lib/ops-roles): the top bar links to 运营后台. */
  isOperator?: boolean;
}

/** User info as the app keeps it: the wire fields plus the derived ones (spec §3). */
export interface UserInfo extends UserInfoWire {
  companyId: Id | null;
  companyName: string | null;
  /** The top type of the enterprise in use. */
  companyType: TopType;
  /** -1 when the user is both a personal and a designer account (spec §6). */
  roleId: number;
}

/** Permission tree entry (spec §3); the aliases drive the permission directive. */
export interface PermissionNode {
  name: string;
  alias: string;
  children?: PermissionNode[];
}

export interface WorkbenchItem {
  console: { desc: string; consoleId: 'sup' | 'other' };
  url?: string;
  roleTree?: PermissionNode[];
}

/** 1 approved, 0 pending review, -1 review failed, -2 information to be completed. */
export type EnterpriseStatus = 1 | 0 | -1 | -2;

export interface EnterpriseListItem {
  id: Id;
  name: string;
  /** 1 supplier, 2 buyer. */
  type: 1 | 2;
  status: EnterpriseStatus;
  tenantStatus?: TenantStatus | null;
  tenantStatusDesc?: string | null;
  /** True for the identity in use. */
  active?: boolean;
}

/** The enterprise identity in use, as getAuthInfo returns it. */
export interface EnterpriseInfo extends EnterpriseListItem {
  tenantStatus: TenantStatus | null;
  tenantStatusDesc?: string | null;
  /** Child type code: 1001 manufacturer, 1002 construction company, 4 dealer, 2001 developer, 2002 design company. */
  childType?: number | null;
  memberLevel?: MemberLevel | null;
  companyType?: number;
  /** Certification fields (spec §3 Tenant certification). */
  topType?: TopType;
  companyName?: string;
  /** 统一社会信用代码; null for enterprises certified before it was asked. */
  creditCode?: string | null;
  businessLicenseUrl?: string | null;
  authorizationUrl?: string | null;
  serveCategoryIds?: Id[];
  rejectReason?: string | null;
}

// ---------------------------------------------------------------- theme and shell

export interface ThemeConfig {
  themeType: number;
  name: string;
  shortName: string;
  applicationTemplateId: number;
  themBasicConfig: Record<string, string>;
  realmNameDto: { domainNameUrl: string; developerNameUrl: string; supplierNameUrl: string };
  basicExtraConfig: {
    blackBackgroundLogo: string;
    writeBackgroundLogo: string;
    themeColor: string;
  };
  bottomConfig: { companyMobile: string; companyEmail: string };
  topConfigList: TopConfigNode[];
  favicon: string;
  /** The realm's footer links; its ICP number is themBasicConfig.icp. */
  footerLinks: FooterLink[];
  /** The realm's home blocks in order. */
  homeLayout: HomeBlockKey[];
}

/** Site-wide configuration returned by getMainConfig; its keys are theme data. */
export type MainConfig = Record<string, unknown>;

export interface CategoryNode {
  id: Id;
  name: string;
  logo?: string | null;
  /** 1 means shown. */
  status: number;
  /** 1 when the node has children. */
  hasChildren: number;
  subordinate?: CategoryNode[];
  level: number;
}

export interface City {
  id: Id;
  name: string;
}

export interface Province {
  id: Id;
  name: string;
  citys: City[];
}

export interface PopupExtra {
  /** 1 makes closing count as a click. */
  displayMethod?: number;
  /** Seconds; the popup defaults to 10. */
  displayDuration?: number;
  buttonUrl?: string;
  pcImgUrl?: string;
  pcTitle?: string;
  pcContent?: string;
  pcButtonName?: string;
}

export interface PopupInfo {
  id: Id;
  extraJson: PopupExtra;
}

export interface SearchSuggestion {
  bid: Id;
  type: number;
  realName: string;
}

export interface SearchTrackingRecord {
  word: string;
  key: string;
  total: number;
}

// ---------------------------------------------------------------- captcha (AJ-Captcha envelope)

export type CaptchaType = 'blockPuzzle' | 'clickWord';

export interface CaptchaAnswer<T> {
  repCode: string;
  repMsg: string | null;
  repData: T | null;
  success?: boolean;
}

export interface CaptchaImage {
  originalImageBase64: string;
  jigsawImageBase64?: string;
  token: string;
  secretKey: string | null;
  wordList?: string[];
}

export interface CaptchaCheckRequest {
  captchaType: CaptchaType;
  pointJson: string;
  token: string;
  clientUid?: string;
  ts?: number;
}

// ---------------------------------------------------------------- opportunities

export interface BidNotice {
  id: Id;
  title: string;
  area: string;
  publish_time: string;
  /** A pdf, content or url. */
  original_url: string;
  /** What original_url holds; for 'content' it is empty and the text is on the details page. */
  original_type?: 'pdf' | 'content' | 'url';
  source?: string | null;
}

export interface BidProject {
  id: Id;
  /** The bid number used in /bid/details/:id (e.g. ZB202605010001). */
  projectId: Id | string;
  title: string;
  /** 2 public, otherwise members only. */
  showType: number;
  srmNum?: string | null;
  /** Only sent for public (showType 2) projects. */
  noticeLink?: string | null;
  area?: string | null;
  tenderName?: string;
  /** 1 residential, 2 commercial, 3 office, 4 industrial, 5 public building. */
  nonresidentialType?: number;
  /** 1 signing up, 2 closed, 3 awarded. */
  status?: number;
  /** ISO time; the home panel's 180-day cutoff and red dot use it. */
  firstPublishNoticeTime?: string;
  signUpDeadline?: string | null;
  bidOpenTime?: string | null;
}

/** An SRM notice (getSrmBidPaging): a BidProject whose projectId is the SRM number. */
export interface SrmBidNotice extends BidProject {
  companyName: string;
  /** 1 招标公告, 2 变更公告, 3 中标公示. */
  type: number;
  publishTime: string;
  deadline: string | null;
}

export interface BidListQuery extends PageQuery {
  /** Newest first by default. */
  desc?: boolean;
  /** first_publish_notice_time (default) | sign_up_deadline | bid_open_time. */
  sortColumn?: string;
  nonresidentialType?: number | string;
  title?: string;
}

export interface InquiryNotice {
  id: Id;
  purchaseProjectName: string;
  purchaseUserName: string;
  noticeStart: string;
  /** '0' closed. */
  status: string;
  code?: string;
  quoteEnd?: string;
  province?: string | null;
  city?: string | null;
}

export interface BargainingListQuery extends PageQuery {
  key?: string;
  status?: string;
  quoteEndA?: string;
  quoteEndB?: string;
}

export interface Activity {
  id: Id;
  marketingId: Id | string;
  marketingName: string;
  startTime: string;
  /** '0' = review. */
  status: string;
  mainFileUrlList: string[];
  crmUrl?: string | null;
  createUserId?: Id | null;
  endTime?: string;
  city?: string | null;
  address?: string | null;
  createdAt?: string;
}

export interface ActivityQuery extends PageQuery {
  cityId?: Id;
  provinceId?: Id;
  name?: string;
  status?: string;
}

export interface ActivitySignUp {
  activityId: Id;
  tenantName: string;
  attendees: unknown[];
  id?: Id;
  shareId?: Id | string;
  type?: number;
}

export interface Recruit {
  id: Id;
  name: string;
  /** In ten-thousands. */
  capital: number;
  serviceScope: string[];
  publicationDate: string;
  deadline: string;
  statusDesc: '招募中' | '招募截止' | '招募中止' | string;
  enterpriseName?: string;
  province?: string | null;
  city?: string | null;
}

export interface Demand {
  id: Id;
  topicName: string;
  topicUrl: string;
  designCategoryVoList: { categoryFinalName: string }[];
  province: string;
  designStyleName: string;
  userName: string;
  createdAt: string;
  city?: string | null;
  budget?: string | null;
  /** 1 open, 2 finished, 0 closed. */
  status?: number;
  viewCount?: number;
  collectCount?: number;
}

export interface DemandListQuery extends PageQuery {
  categoryId?: Id;
  styleId?: Id;
  status?: number;
  /** 'new' (default, newest first) | 'hot' (most viewed) | 'collect' (most collected). */
  sortIng?: string;
  /** 1 listed (default); 0 lists only the signed-in user's own unlisted demands. */
  shelfFlag?: number;
}

export interface Project {
  projectName: string;
  provinceId: Id;
  province: string;
  cityId: Id;
  city: string;
}

export interface MoveProject {
  moveFlag: number;
  itemId: Id;
  skuId: Id;
  listId: Id;
}

// ---------------------------------------------------------------- forms

export interface SupplierApplication {
  shareCode?: string;
  name: string;
  product: string;
  productMode: string;
  isQuoted: number | boolean;
  contactName: string;
  position: string;
  phone: string;
  email?: string;
  province: string;
  provinceId: Id;
  city: string;
  cityId: Id;
  address: string;
  referrer?: string;
}

export interface Sharer {
  name: string;
  phone: string;
  company: string;
  position: string;
}

export interface TenantCertification {
  topType: TopType;
  companyName: string;
  /** 统一社会信用代码 (lib/credit-code). */
  creditCode: string;
  /** Defaults to 1. */
  companyType: number;
  businessLicenseUrl: string;
  authorizationUrl?: string;
  serveCategoryIds: Id[];
  /** Child type code of the identity (1001/1002/4 suppliers, 2001/2002 buyers). */
  childType?: number;
}

export interface Lead {
  /** Company name. */
  leadsName: string;
  linkmanName: string;
  mobile: string;
  position: string;
  remark?: string;
  /** Visited URLs, comma-joined. */
  browse?: string;
  businessScene?: string;
}

// ---------------------------------------------------------------- products and files

export interface Rights {
  id: Id;
  type: number;
  equityId: Id;
  equityName: string;
  numCount: number;
}

export interface Sku {
  id: Id;
  price: number | null;
  /** 2 and 3 fixed price, 4 excluded from the default variant, others a range in extraPriceJson. */
  priceType: number;
  extraPriceJson?: string | null;
  salesAttributes: { key: string; value: string }[];
  skuAgreementsDtoList?: unknown[];
}

export interface Product {
  id?: Id;
  name?: string;
  skuDtoList: Sku[];
  itemSalesAttributes: { key: string; values: string[] }[];
}

/** An agreement price the signed-in buyer's own enterprise signed (fen). */
export interface SkuAgreement {
  id: Id;
  agreementNo: string;
  price: number;
  startAt: string;
  endAt: string;
}

export interface ProductDetailSku extends Sku {
  extraPriceJson: string | null;
  stock: number;
  /** Only the caller's enterprise's current agreements; empty for everyone else. */
  skuAgreementsDtoList: SkuAgreement[];
}

/** A product of the same level-3 category, by sales (detail page). */
export interface RelatedProduct {
  id: Id;
  name: string;
  mainImage: string;
  skuDtoList: ProductDetailSku[];
}

/** A product file behind a right: type 1 view, 2 download. */
export interface RightsFileInfo {
  id: Id;
  name: string;
  fileType: string;
  size: number;
  rightType: number;
}

/** A certificate shown on the detail page: the supplier's own or a green-material one. */
export interface ProductCertificateInfo {
  name: string;
  certNo: string;
  issuedBy: string | null;
  /** YYYY-MM-DD, the last valid day. */
  expiresAt: string;
}

/** getItemDetail GET /v1/api/item/{id}. */
export interface ProductDetail extends Product {
  id: Id;
  name: string;
  model: string | null;
  unit: string;
  mainImage: string;
  images: string[];
  attributes: { key: string; value: string }[];
  /** 1 on shelf. */
  status: number;
  salesCount: number;
  minOrderQty: number;
  /** Sanitised when saved (supplier-product); the page sanitises again when it renders. */
  detailHtml: string | null;
  brand: { id: Id; name: string; brandName: string; logo: string; webmap: string } | null;
  /** Level 1-3 category ids and names. */
  categoryIds: Id[];
  categoryNames: string[];
  supplier: {
    id: Id;
    name: string;
    logo: string | null;
    memberLevel: string | null;
    province: string | null;
    city: string | null;
    /** From the showroom; empty or null when the supplier has not filled it in. */
    mainProducts: string | null;
    foundedYear: number | null;
    /** On-shelf products of this supplier. */
    productCount: number;
    /** The showroom, `/supplier/{id}`. */
    showroomUrl: string;
  };
  skuDtoList: ProductDetailSku[];
  certificates: ProductCertificateInfo[];
  rightsFiles: RightsFileInfo[];
  related: RelatedProduct[];
  /** Only for a signed-in caller. */
  isFavourite?: boolean;
}

/** rights/see and rights/download: the right used and the files it opened. */
export interface RightsAccess {
  /** equityId is the stored code, e.g. `FILE_VIEW`. */
  right: Omit<Rights, 'equityId'> & { equityId: string };
  files: (RightsFileInfo & { url: string })[];
}

/** POST/PUT developer/cart body. */
export interface CartQuantity {
  skuId: Id;
  quantity: number;
}

/**
 * How the browser sends one file (file/stsPublicUpload, file/privateUploadWithSign). With a
 * bucket: a multipart POST to `host` with every field of `fields` and then the file, after which
 * file/confirmUpload takes `ticket`. With the local disk: a multipart POST to our `host` API.
 */
export type UploadSignature =
  | {
      mode: 'bucket';
      host: string;
      /** The POST policy's form fields (key, Content-Type, Policy, X-Amz-Signature …). */
      fields: Record<string, string>;
      /** The folder the policy lets the file into. */
      dir: string;
      ticket: string;
      maxBytes: number;
    }
  | { mode: 'api'; host: string; maxBytes: number };

export interface UploadedFile {
  fileUrl: string;
  name?: string;
  /** Storage key: `public/<yyyymm>/<uuid>.<ext>` or `private/…`. */
  key?: string;
  size?: number;
  /** File type (extension), e.g. `png`. */
  type?: string;
}

export interface HomeClue {
  mainTitle: string;
  subTitle: string;
}

export interface LabelImage {
  id: Id;
  name: string;
  url: string;
  brandName?: string;
}

// ---------------------------------------------------------------- home content

/** A settled supplier on the home page (settleSups). */
export interface SettledSupplier {
  /** The tenant id of /supplier/:id. */
  id: Id;
  name: string;
  shortName: string | null;
  logo: string | null;
  memberLevel: MemberLevel | null;
  tenantStatus: TenantStatus | null;
  /** Names of the level-2 categories it serves, at most 3. */
  mainCategories: string[];
}

/** A settled developer on the home page (setDeveloper). */
export interface SettledDeveloper {
  id: Id;
  name: string;
  logo: string | null;
  /** 1-4, the highest level among the enterprise's users; null when none has one. */
  developersLevel: number | null;
}

/** A recommended product card: the SKU fields are the inputs of the price rule (spec §4). */
export interface RecommendedItem {
  id: Id;
  name: string;
  mainImage: string;
  unit: string;
  brandId: Id | null;
  brandName: string | null;
  supplierId: Id;
  supplierName: string;
  skuDtoList: Sku[];
}

// ---------------------------------------------------------------- certification and operators

/** tenant/infoById: the public basics of an enterprise (no licences, no reject reason). */
export interface EnterpriseBasics {
  id: Id;
  name: string;
  type: 1 | 2;
  childType: number | null;
  status: EnterpriseStatus;
}

export interface DesignerSubmission {
  realName: string;
  designerType: number;
  idCardUrl: string;
  worksUrls: string[];
}

/** authentication/detail: designerStatus 0 none, 1 certified, 2 pending, -1 rejected. */
export interface DesignerCertificationInfo {
  designerStatus: number;
  isDesignerAccount: boolean;
  rejectReason: string | null;
  submission: DesignerSubmission | null;
  submittedAt: string | null;
}

export interface OpsApplicant {
  id: Id;
  name: string;
  phone: string;
}

/** A pending company certification in the operator console. */
export interface OpsCertification {
  id: Id;
  companyName: string;
  creditCode: string | null;
  type: 1 | 2;
  childType: number | null;
  companyType: number;
  businessLicenseUrl: string | null;
  authorizationUrl: string | null;
  serveCategories: { id: Id; name: string }[];
  applicant: OpsApplicant | null;
  submittedAt: string;
}

/** A pending selected-supplier sign-up in the operator console. */
export interface OpsSupplierSignup {
  id: Id;
  enterpriseId: Id;
  companyName: string;
  childType: number | null;
  tenantStatus: TenantStatus | null;
  applicant: OpsApplicant | null;
  createdAt: string;
}

/** A pending designer certification in the operator console. */
export interface OpsDesigner extends DesignerSubmission {
  userId: Id;
  name: string;
  phone: string;
  submittedAt: string | null;
}

export type ReviewSubject = 'company' | 'designer' | 'selected_supplier' | 'product';

/** One entry of the certification audit trail. */
export interface OpsReview {
  id: Id;
  subject: ReviewSubject;
  subjectId: Id;
  subjectName: string | null;
  /** The 统一社会信用代码 a company submission carried (the ops user and enterprise history). */
  creditCode?: string | null;
  action: 'submit' | 'resubmit' | 'approve' | 'reject';
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
  actor: { id: Id; name: string } | null;
  createdAt: string;
}

export interface OpsOverview {
  operator: { id: Id; name: string };
  pending: { certifications: number; signups: number; designers: number };
}

export interface OpsDecision {
  action: 'approve' | 'reject';
  /** Required when rejecting. */
  reason?: string;
}

// ---------------------------------------------------------------- compare and brands

/** One product of item/comparison: the basics, the price inputs and the attributes. */
export interface ComparedItem extends Product {
  id: Id;
  name: string;
  mainImage: string;
  unit: string;
  brandId: Id | null;
  brandName: string | null;
  supplierId: Id;
  supplierName: string;
  attributes: { key: string; value: string }[];
}

/** A brand of product/brands: the label/brand image item plus its page and directory data. */
export interface BrandEntry extends LabelImage {
  brandName: string;
  webmap: string;
  /** A-Z, the directory group. */
  initial: string;
  /** On-shelf products of the brand. */
  productCount: number;
}

// ---------------------------------------------------------------- product listing

/** A piece of a product name; `hit` pieces matched the searched words (shown in `<mark>`). */
export interface HighlightSegment {
  text: string;
  hit: boolean;
}

/** A product card of item/v2/search, searchItem, product/paging, brand/tenant item search. */
export interface ListingCard extends RecommendedItem {
  highlight: HighlightSegment[];
}

/** A product query ops should look at: searched often, with no result or no click. */
export interface SearchGap {
  word: string;
  searches: number;
  clicks: number;
  lastAt: string | null;
}

/** A page of the listing search, with what the search made of the keyword. */
export interface ListingPage extends Page<ListingCard> {
  understanding?: SearchUnderstanding;
}

export interface FacetCount {
  id: Id;
  name: string;
  count: number;
}

/** searchRelatedInfo: counts for the filters of the current query. */
export interface SearchRelatedInfo {
  /** Top 50 brands by count; ignores the brand filter so other brands stay choosable. */
  brands: (FacetCount & { logo: string })[];
  /** The level below the current category (level 1 without one), with the brand filter. */
  categories: (FacetCount & { level: number })[];
}

// ---------------------------------------------------------------- suppliers (directory, showroom)

/** A supplier card of the directory (/list), supplier search and the company hall. */
export interface SupplierListItem {
  /** The tenant id of /supplier/:id. */
  id: Id;
  name: string;
  shortName: string | null;
  logo: string | null;
  childType: number | null;
  memberLevel: MemberLevel | null;
  tenantStatus: TenantStatus | null;
  province: string | null;
  city: string | null;
  mainProducts: string;
  /** Names of the level-2 categories it serves, at most 3. */
  mainCategories: string[];
  brandNames: string[];
  foundedYear: number | null;
  /** 万元. */
  registeredCapital: number | null;
}

/** The showroom header and home tab (/supplier/:id). */
export interface Showroom extends SupplierListItem {
  slogan: string | null;
  intro: string;
  bannerUrl: string | null;
  employees: string | null;
  annualOutput: string | null;
  viewCount: number;
  counts: { products: number; cases: number; qualifications: number; factory: number; vr: number };
}

export interface ShowroomContact {
  contactName: string;
  contactPhone: string;
  contactEmail: string | null;
  website: string | null;
  province: string | null;
  city: string | null;
  address: string | null;
}

export interface FactoryImage {
  id: Id;
  title: string;
  description: string | null;
  imageUrl: string;
  images: string[];
}

export interface FactoryVr {
  id: Id;
  title: string;
  coverUrl: string;
  /** An equirectangular panorama image. */
  vrUrl: string;
}

export interface ProjectCase {
  id: Id;
  title: string;
  projectName: string;
  developerName: string | null;
  province: string | null;
  city: string | null;
  coverUrl: string;
  images: string[];
  description: string | null;
  completedAt: string | null;
}

export interface Qualification {
  id: Id;
  kind: string;
  name: string;
  fileUrl: string;
  fileType: string;
  issuedBy: string | null;
  validUntil: string | null;
}

export interface CompanyHallTab {
  /** Level-1 category id; 0 is 全部. */
  key: number;
  name: string;
  count: number;
}

export interface SupplierNoticeItem {
  id: Id;
  title: string;
  summary: string | null;
  membersOnly: boolean;
  viewCount: number;
  publishTime: string;
}

export interface SupplierNoticeDetail extends SupplierNoticeItem {
  content: string;
  attachments: string[];
}

export interface RecruitDetail extends Recruit {
  requirement: string | null;
  content: string | null;
  contactName: string | null;
  contactPhone: string | null;
  applicants: number;
}

/** A supplier application as the operator sees it. */
export interface OpsSupplierApplication extends SupplierApplication {
  id: Id;
  isQuoted: number;
  status: number;
  sharerName: string | null;
  applicant: OpsApplicant | null;
  createdAt: string;
}

export interface SharerInfo extends Sharer {
  shareCode: string;
}
