import type { Lead } from '@/api/types';
import { validateLead } from '@/lib/lead';
import { readJson, writeJson } from '@/stores/storage';

export type LeadField = 'leadsName' | 'linkmanName' | 'mobile' | 'position' | 'remark';
export type LeadValues = Record<LeadField, string>;

/** The form's fields in display order. */
export const LEAD_FIELDS: readonly { name: LeadField; label: string; required: boolean }[] = [
  { name: 'leadsName', label: '公司名称', required: true },
  { name: 'linkmanName', label: '联系人', required: true },
  { name: 'mobile', label: '手机号', required: true },
  { name: 'position', label: '职位', required: true },
  { name: 'remark', label: '备注', required: false },
];

export const EMPTY_LEAD: LeadValues = {
  leadsName: '',
  linkmanName: '',
  mobile: '',
  position: '',
  remark: '',
};

// A lead that passes every rule: putting one field of the input into it shows whether that
// field fails, without repeating validateLead's rules or texts here.
const PASSING: LeadValues = {
  leadsName: '公司',
  linkmanName: '联系人',
  mobile: '13800000000',
  position: '职位',
  remark: '',
};

/** The first failing rule of spec §5 (validateLead's order) and the field it belongs to. */
export function firstLeadError(values: LeadValues): { field: LeadField; message: string } | null {
  const message = validateLead(values);
  if (!message) return null;
  const order: LeadField[] = ['linkmanName', 'mobile', 'leadsName', 'position'];
  const field = order.find(
    (name) => validateLead({ ...PASSING, [name]: values[name] }) === message,
  );
  return { field: field ?? 'linkmanName', message };
}

/** The lead as sent: trimmed fields, the visit history and the page key as business scene. */
export function leadPayload(values: LeadValues, browse: string, businessScene: string): Lead {
  const remark = values.remark.trim();
  return {
    leadsName: values.leadsName.trim(),
    linkmanName: values.linkmanName.trim(),
    mobile: values.mobile.trim(),
    position: values.position.trim(),
    ...(remark ? { remark } : {}),
    browse,
    businessScene,
  };
}

/** localStorage keys: the page keys where the widget was closed, and the lead once sent. */
export const LEAD_CLOSED_KEY = 'leadClosedPages';
export const LEAD_SUBMITTED_KEY = 'leadSubmitted';

function closedPages(): string[] {
  const stored = readJson<unknown>('local', LEAD_CLOSED_KEY);
  return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
}

export function isLeadClosed(pageKey: string): boolean {
  return closedPages().includes(pageKey);
}

export function rememberLeadClosed(pageKey: string): void {
  const pages = closedPages();
  if (!pages.includes(pageKey)) writeJson('local', LEAD_CLOSED_KEY, [...pages, pageKey]);
}

export function hasSubmittedLead(): boolean {
  return readJson<unknown>('local', LEAD_SUBMITTED_KEY) != null;
}

export function storeSubmittedLead(lead: Lead): void {
  const { browse: _browse, ...kept } = lead;
  writeJson('local', LEAD_SUBMITTED_KEY, { ...kept, submittedAt: new Date().toISOString() });
}
