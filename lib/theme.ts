/** A top-navigation node of a theme (spec §3 topConfigList); nodes with children are 更多 columns. */
export interface TopConfigNode {
  name: string;
  link?: string;
  status?: number;
  children?: { name: string; link: string; status: number }[];
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
  isDefault: boolean;
}
