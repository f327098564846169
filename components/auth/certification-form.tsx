'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { api, failureText, isApiError } from '@/api';
import type { EnterpriseInfo } from '@/api/types';
import {
  FormNotice,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextField,
  usePlainForm,
} from '@/components/forms/plain-form';
import { applyToSingle, UploadField } from '@/components/forms/upload-field';
import {
  CERT_MSG,
  CERTIFICATION_ACCEPT,
  CERTIFICATION_LABELS,
  CHILD_TYPES,
  COMPANY_NAME_MAX,
  COMPANY_TYPES,
  DEFAULT_COMPANY_TYPE,
  firstCertificationError,
} from '@/lib/certification';
import { CREDIT_CODE_LENGTH, normalizeCreditCode } from '@/lib/credit-code';
import { IDENTITY_NAME, type IdentityType } from '@/lib/identity';
import { loadServerTypes } from '@/stores/app-store';
import { useAppStore, useMallStores } from '@/stores/store-provider';
import styles from './auth.module.css';
import { ServeCategoryField } from './serve-category-field';

/** How long the company name rests before tenant/match is asked. */
export const MATCH_DEBOUNCE_MS = 300;

interface Values {
  topType?: IdentityType;
  companyName: string;
  creditCode: string;
  companyType: number;
  childType?: number;
  /** '' until a file is uploaded. */
  businessLicenseUrl: string;
  authorizationUrl: string;
  serveCategoryIds: number[];
}

export interface CertificationFormProps {
  /** The identity preselected by the `type` query. */
  initialType?: IdentityType;
  /** Re-authentication: the rejected or incomplete enterprise being resubmitted. */
  existing?: EnterpriseInfo | null;
  onSubmitted: (result: { enterpriseId: number; type: IdentityType }) => void;
}

function initialValues(existing: EnterpriseInfo | null | undefined, type?: IdentityType): Values {
  return {
    topType: existing?.type ?? type,
    companyName: existing ? (existing.companyName ?? existing.name) : '',
    creditCode: existing?.creditCode ?? '',
    companyType: existing?.companyType ?? DEFAULT_COMPANY_TYPE,
    childType: existing?.childType ?? undefined,
    businessLicenseUrl: existing?.businessLicenseUrl ?? '',
    authorizationUrl: existing?.authorizationUrl ?? '',
    serveCategoryIds: existing?.serveCategoryIds ?? [],
  };
}

const IDENTITIES = ([1, 2] as const).map((type) => ({ value: type, label: IDENTITY_NAME[type] }));
const COMPANY_TYPE_OPTIONS = COMPANY_TYPES.map((t) => ({ value: t.code, label: t.name }));

/**
 * The company certification form of /auth and /mobile/authentication (spec §3), in plain
 * controls so the phone page loads no antd: the shared schema decides, field by field in form
 * order, what is still missing.
 */
export function CertificationForm({ initialType, existing, onSubmitted }: CertificationFormProps) {
  const stores = useMallStores();
  const categories = useAppStore((s) => s.webServerType);
  const [suggestions, setSuggestions] = useState<{ id: number; name: string }[]>([]);
  const [takenName, setTakenName] = useState<string | null>(null);
  const matchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = useId();
  const label = CERTIFICATION_LABELS;

  useEffect(() => {
    void loadServerTypes(stores.app);
  }, [stores]);
  useEffect(() => () => clearTimeout(matchTimer.current), []);

  /** Whether a company of that name is already certified or in review (asked on leaving the field). */
  const checkName = async (raw: string): Promise<boolean> => {
    const name = raw.trim();
    if (!name) return false;
    const taken = await api
      .enterpriseCheck({ name }, { skipErrorHandler: true })
      .catch(() => false);
    setTakenName(taken ? name : null);
    return taken;
  };

  const form = usePlainForm<Values>({
    initial: () => initialValues(existing, initialType),
    // One message at a time, the first in form order; a name found taken counts as wrong.
    check: (values) => {
      const taken = takenName !== null && takenName === values.companyName.trim();
      const failure = firstCertificationError(
        values,
        taken ? { companyName: CERT_MSG.alreadyCertified } : {},
      );
      return failure ? { [failure.field]: failure.message } : {};
    },
    save: async (values) => {
      const companyName = values.companyName.trim();
      if (takenName === companyName || (await checkName(companyName))) {
        form.refuse({ companyName: CERT_MSG.alreadyCertified });
        return;
      }
      const type = values.topType!;
      const payload = {
        topType: type,
        companyName,
        creditCode: normalizeCreditCode(values.creditCode),
        companyType: values.companyType,
        childType: values.childType!,
        businessLicenseUrl: values.businessLicenseUrl,
        authorizationUrl: values.authorizationUrl,
        serveCategoryIds: type === 1 ? values.serveCategoryIds : [],
      };
      const quiet = { skipErrorHandler: true };
      try {
        const enterpriseId = existing
          ? (await api.tenantUpdate({ ...payload, enterpriseId: existing.id }, quiet), existing.id)
          : (await api.tenantSave(payload, quiet)).enterpriseId;
        onSubmitted({ enterpriseId, type });
      } catch (error) {
        // What is typed stays for another try; a refusal about one field is said under it.
        const said = isApiError(error) ? error.serverMessage : undefined;
        if (said === CERT_MSG.alreadyCertified) form.refuse({ companyName: said });
        else if (said === CERT_MSG.creditCodeTaken) form.refuse({ creditCode: said });
        else throw new Error(failureText(error));
      }
    },
  });
  const { values } = form;
  const set = (patch: Partial<Values>) => form.change((latest) => ({ ...latest, ...patch }));

  const chooseIdentity = (topType: IdentityType) =>
    form.change((latest) => {
      const fits = CHILD_TYPES[topType].some((c) => c.code === latest.childType);
      return { ...latest, topType, childType: fits ? latest.childType : undefined };
    });

  const typeName = (name: string) => {
    set({ companyName: name });
    clearTimeout(matchTimer.current);
    const text = name.trim();
    if (!text) {
      setSuggestions([]);
      return;
    }
    matchTimer.current = setTimeout(() => {
      api
        .tenantMatch({ name: text }, { skipErrorHandler: true })
        .then(setSuggestions)
        .catch(() => setSuggestions([]));
    }, MATCH_DEBOUNCE_MS);
  };

  const name = form.field('companyName');
  const nameTaken = takenName !== null && takenName === values.companyName.trim();
  const childTypes = values.topType ? CHILD_TYPES[values.topType] : [];
  const file = (field: 'businessLicenseUrl' | 'authorizationUrl') => ({
    ...form.field(field),
    label: label[field],
    required: true,
    accept: CERTIFICATION_ACCEPT,
    value: values[field] ? [values[field]] : [],
    onChange: (update: (urls: readonly string[]) => string[]) =>
      form.change((latest) => ({
        ...latest,
        [field]: applyToSingle(update, latest[field]),
      })),
  });

  return (
    <form {...form.formProps} className={`${form.formProps.className} ${styles.form}`}>
      {existing?.rejectReason ? (
        <FormNotice tone="warning" title="认证未通过，请修改后重新提交">
          驳回原因：{existing.rejectReason}
        </FormNotice>
      ) : null}
      <RadioGroupField
        {...form.field('topType')}
        label={label.topType}
        required
        buttons
        options={IDENTITIES}
        value={values.topType}
        onChange={chooseIdentity}
      />
      <TextField
        {...name}
        error={name.error ?? (nameTaken ? CERT_MSG.alreadyCertified : undefined)}
        label={label.companyName}
        required
        hint="请填写与营业执照一致的企业全称"
        placeholder="请输入企业名称"
        maxLength={COMPANY_NAME_MAX}
        autoComplete="organization"
        list={listId}
        value={values.companyName}
        onChange={(e) => typeName(e.target.value)}
        onBlur={() => void checkName(values.companyName)}
      />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s.id} value={s.name} />
        ))}
      </datalist>
      <TextField
        {...form.field('creditCode')}
        label={label.creditCode}
        required
        hint="营业执照上的 18 位代码"
        placeholder="请输入统一社会信用代码"
        maxLength={CREDIT_CODE_LENGTH}
        autoComplete="off"
        spellCheck={false}
        value={values.creditCode}
        onChange={(e) => set({ creditCode: e.target.value.toUpperCase() })}
      />
      <SelectField
        {...form.field('companyType')}
        label={label.companyType}
        required
        options={COMPANY_TYPE_OPTIONS}
        value={values.companyType}
        onChange={(companyType) => set({ companyType })}
      />
      {childTypes.length ? (
        <RadioGroupField
          {...form.field('childType')}
          label={label.childType}
          required
          options={childTypes.map((c) => ({ value: c.code, label: c.name }))}
          value={values.childType}
          onChange={(childType) => set({ childType })}
        />
      ) : (
        <div className={styles.pending}>
          <span>{label.childType}</span>
          <span className={styles.hint}>请先选择认证身份</span>
        </div>
      )}
      <UploadField
        {...file('businessLicenseUrl')}
        buttonText="上传营业执照"
        hint="支持 png、jpg、pdf，单个文件不超过 50M"
      />
      <UploadField
        {...file('authorizationUrl')}
        buttonText="上传授权委托书"
        hint="加盖公章的授权委托书，支持 png、jpg、pdf"
      />
      {values.topType === 1 ? (
        <ServeCategoryField
          {...form.field('serveCategoryIds')}
          label={label.serveCategoryIds}
          tree={categories}
          value={values.serveCategoryIds}
          onChange={(serveCategoryIds) => set({ serveCategoryIds })}
        />
      ) : null}
      <SubmitButton saving={form.saving}>{existing ? '重新提交' : '提交认证'}</SubmitButton>
      {form.status}
    </form>
  );
}
