import type { HomeBlockKey } from './home-layout';

/** A top-navigation node of a theme (spec §3 topConfigList); nodes with children are 更多 columns. */
export interface TopConfigNode {
  name: string;
  link?: string;
  status?: number;
  children?: { name: string; link: string; status: number }[];
}

/** A link in a realm's footer 帮助与支持 column. */
export interface FooterLink {
  label: string;
  href: string;
}

/** What a realm puts in its home 精选 block, in the order given. */
export interface HomeFeatured {
  categoryIds: number[];
  supplierIds: number[];
}

/** A realm's theme as defined in themes/ and stored as a theme row. */
export interface ThemeDefinition {
  code: string;
  themeType: number;
  name: string;
  shortName: string;
  applicationTemplateId: number;
  domains: string[];
  domainNameUrl: string;
  developerNameUrl: string;
  supplierNameUrl: string;
  blackBackgroundLogo: string;
  writeBackgroundLogo: string;
  themeColor: string;
  companyMobile: string;
  companyEmail: string;
  topConfigList: TopConfigNode[];
  favicon: string;
  faviconType: string;
  basicConfig: Record<string, string>;
  mainConfig: Record<string, unknown>;
  /** Home block keys in display order, kept by the rule in lib/home-layout.ts. */
  homeLayout: HomeBlockKey[];
  footerLinks: FooterLink[];
  homeFeatured: HomeFeatured;
  isDefault: boolean;
}

/**
 * A realm's colours. Every text colour is paired with the backgrounds it sits on in
 * lib/contrast.ts, which checks them against WCAG AA; CSS modules read them as `--mall-*`.
 */
export interface ColorTokens {
  /** The realm's theme colour: primary buttons, active tabs, highlights. */
  primary: string;
  /** A light tint of `primary` behind tags, highlighted rows and active menu items. */
  primaryBg: string;
  /** An accessible shade of `primary` for link text on light backgrounds. */
  link: string;
  /** Keyboard focus ring, at least 3:1 on the page and on cards. */
  focusRing: string;
  /** Text on `primary`, `danger` and dark fills. */
  inverseText: string;
  /** Secondary text on dark fills (a translucent white). */
  inverseMuted: string;
  /** Decorative strokes and hover fills on dark or primary fills. */
  inverseSubtle: string;
  text: string;
  textSecondary: string;
  /** Dates, captions, labels: the lightest text colour allowed on white and on `bg`. */
  muted: string;
  placeholder: string;
  price: string;
  danger: string;
  dangerBg: string;
  success: string;
  successBg: string;
  warning: string;
  warningBg: string;
  warningBorder: string;
  info: string;
  infoBg: string;
  /** Emphasis badges (优选, 会员专享). */
  badgeText: string;
  badgeBg: string;
  /** Membership tiers: gold on a light tint, and the dark premium badge. */
  gold: string;
  goldBg: string;
  premiumText: string;
  premiumBg: string;
  footerText: string;
  footerBg: string;
  footerBorder: string;
  /** Dark panels (ops header, VR viewer) and the dark end of hero gradients. */
  surfaceDark: string;
  /** The page background. */
  bg: string;
  /** Cards and panels. */
  surface: string;
  /** Subtle fills inside a surface: table heads, image wells, grey chips. */
  fill: string;
  /** Decorative dividers and card outlines (no contrast requirement). */
  border: string;
  /** Separators that must stay visible on grey, e.g. between top-bar links. */
  divider: string;
  /** Outlines of form controls, at least 3:1 on a surface (WCAG 1.4.11). */
  controlBorder: string;
  shadow: string;
  shadowStrong: string;
  /** Dims content under a light control (captcha refresh, active nav item). */
  overlay: string;
  scrim: string;
}
