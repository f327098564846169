'use client';

import { Alert, AutoComplete, Button, Form, Input, Radio, Select, TreeSelect } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { MallForm, refuseSubmit } from '@/components/forms/mall-form';
import { api, isApiError } from '@/api';
import type { EnterpriseInfo } from '@/api/types';
import {
  CERT_MSG,
  CERTIFICATION_FIELDS,
  CERTIFICATION_LABELS,
  CHILD_TYPES,
  COMPANY_TYPES,
  DEFAULT_COMPANY_TYPE,
  firstCertificationError,
  type CertificationField,
} from '@/lib/certification';
import { CREDIT_CODE_LENGTH, normalizeCreditCode } from '@/lib/credit-code';
import { IDENTITY_NAME, type IdentityType } from '@/lib/identity';
import { loadServerTypes } from '@/stores/app-store';
import { useAppStore, useMallStores } from '@/stores/store-provider';
import styles from './auth.module.css';
import { FileUpload, singleFileProps } from './file-upload';

/** How long the company name rests before tenant/match is asked. */
export const MATCH_DEBOUNCE_MS = 300;

interface FormValues {
  topType?: IdentityType;
  companyName?: string;
  creditCode?: string;
  companyType?: number;
  childType?: number;
  businessLicenseUrl?: string;
  authorizationUrl?: string;
  serveCategoryIds?: number[];
}

export interface CertificationFormProps {
  /** The identity preselected by the `type` query. */
  initialType?: IdentityType;
  /** Re-authentication: the rejected or incomplete enterprise being resubmitted. */
  existing?: EnterpriseInfo | null;
  /** Phone layout: labels above the fields. */
  compact?: boolean;
  onSubmitted: (result: { enterpriseId: number; type: IdentityType }) => void;
}

/**
 * Stands in for the 企业子类型 group until an identity is chosen. It drops the props Form.Item
 * hands its control (aria-required, id), which belong on the radio group, not on a hint.
 */
function ChildTypesPending() {
  return <span className={styles.hint}>请先选择认证身份</span>;
}

function initialValues(existing: EnterpriseInfo | null | undefined, type?: IdentityType) {
  if (!existing) return { topType: type, companyType: DEFAULT_COMPANY_TYPE, serveCategoryIds: [] };
  return {
    topType: existing.type,
    companyName: existing.companyName ?? existing.name,
    creditCode: existing.creditCode ?? undefined,
    companyType: existing.companyType ?? DEFAULT_COMPANY_TYPE,
    childType: existing.childType ?? undefined,
    businessLicenseUrl: existing.businessLicenseUrl ?? undefined,
    authorizationUrl: existing.authorizationUrl ?? undefined,
    serveCategoryIds: existing.serveCategoryIds ?? [],
  } satisfies FormValues;
}

/**
 * The company certification form of /auth and /mobile/authentication (spec §3): the shared
 * schema decides, field by field in form order, what is still missing.
 */
export function CertificationForm({
  initialType,
  existing,
  compact,
  onSubmitted,
}: CertificationFormProps) {
  const [form] = Form.useForm<FormValues>();
  const stores = useMallStores();
  const categories = useAppStore((s) => s.webServerType);
  const topType = Form.useWatch('topType', form);
  const [suggestions, setSuggestions] = useState<{ id: number; name: string }[]>([]);
  const [takenName, setTakenName] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const matchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const updating = Boolean(existing);

  useEffect(() => {
    void loadServerTypes(stores.app);
  }, [stores]);
  useEffect(() => () => clearTimeout(matchTimer.current), []);

  const showError = (field: CertificationField, message: string) => {
    refuseSubmit(
      form,
      CERTIFICATION_FIELDS.map((name) => ({
        name,
        errors: name === field ? [message] : [],
      })),
    );
  };

  const checkName = async (raw: string | undefined): Promise<boolean> => {
    const name = raw?.trim();
    if (!name) return false;
    const taken = await api
      .enterpriseCheck({ name }, { skipErrorHandler: true })
      .catch(() => false);
    setTakenName(taken ? name : null);
    if (taken && form.getFieldValue('companyName')?.trim() === name) {
      form.setFields([{ name: 'companyName', errors: [CERT_MSG.alreadyCertified] }]);
    }
    return taken;
  };

  const searchNames = (text: string) => {
    clearTimeout(matchTimer.current);
    const name = text.trim();
    if (!name) {
      setSuggestions([]);
      return;
    }
    matchTimer.current = setTimeout(() => {
      api
        .tenantMatch({ name }, { skipErrorHandler: true })
        .then(setSuggestions)
        .catch(() => setSuggestions([]));
    }, MATCH_DEBOUNCE_MS);
  };

  const onValuesChange = (changed: FormValues) => {
    const names = Object.keys(changed) as CertificationField[];
    form.setFields(names.map((name) => ({ name, errors: [] })));
    if (changed.topType !== undefined) {
      const child = form.getFieldValue('childType') as number | undefined;
      if (!CHILD_TYPES[changed.topType].some((c) => c.code === child)) {
        form.setFieldValue('childType', undefined);
      }
    }
  };

  const submit = async () => {
    const values = form.getFieldsValue(true) as FormValues;
    const failure = firstCertificationError(values);
    if (failure) {
      showError(failure.field, failure.message);
      return;
    }
    const companyName = values.companyName!.trim();
    setSending(true);
    try {
      if (takenName === companyName || (await checkName(companyName))) {
        showError('companyName', CERT_MSG.alreadyCertified);
        return;
      }
      const type = values.topType!;
      const payload = {
        topType: type,
        companyName,
        creditCode: normalizeCreditCode(values.creditCode!),
        companyType: values.companyType ?? DEFAULT_COMPANY_TYPE,
        childType: values.childType!,
        businessLicenseUrl: values.businessLicenseUrl!,
        authorizationUrl: values.authorizationUrl!,
        serveCategoryIds: type === 1 ? (values.serveCategoryIds ?? []) : [],
      };
      if (existing) {
        await api.tenantUpdate({ ...payload, enterpriseId: existing.id });
        onSubmitted({ enterpriseId: existing.id, type });
      } else {
        const { enterpriseId } = await api.tenantSave(payload);
        onSubmitted({ enterpriseId, type });
      }
    } catch (error) {
      // The request layer has shown the server's message; the input stays for another try.
      if (isApiError(error) && error.serverMessage === CERT_MSG.alreadyCertified) {
        showError('companyName', CERT_MSG.alreadyCertified);
      } else if (isApiError(error) && error.serverMessage === CERT_MSG.creditCodeTaken) {
        showError('creditCode', CERT_MSG.creditCodeTaken);
      }
    } finally {
      setSending(false);
    }
  };

  const childTypes = topType ? CHILD_TYPES[topType] : [];
  const label = CERTIFICATION_LABELS;

  return (
    <MallForm<FormValues>
      form={form}
      name="certification"
      layout={compact ? 'vertical' : 'horizontal'}
      labelCol={compact ? undefined : { flex: '120px' }}
      initialValues={initialValues(existing, initialType)}
      onValuesChange={onValuesChange}
      onFinish={submit}
      className={styles.form}
      noValidate
    >
      {existing?.rejectReason ? (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          title="认证未通过，请修改后重新提交"
          description={`驳回原因：${existing.rejectReason}`}
        />
      ) : null}
      <Form.Item name="topType" label={label.topType} required>
        <Radio.Group
          optionType="button"
          options={([1, 2] as const).map((type) => ({ value: type, label: IDENTITY_NAME[type] }))}
        />
      </Form.Item>
      <Form.Item
        name="companyName"
        label={label.companyName}
        required
        extra="请填写与营业执照一致的企业全称"
      >
        <AutoComplete
          options={suggestions.map((s) => ({ value: s.name, label: s.name }))}
          onSearch={searchNames}
          onSelect={(name: string) => void checkName(name)}
          onBlur={() => void checkName(form.getFieldValue('companyName'))}
          placeholder="请输入企业名称"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label={label.creditCode}
        required
        extra="营业执照上的 18 位代码"
        normalize={(value?: string) => value?.toUpperCase()}
      >
        <Input
          placeholder="请输入统一社会信用代码"
          maxLength={CREDIT_CODE_LENGTH}
          autoComplete="off"
          spellCheck={false}
        />
      </Form.Item>
      <Form.Item name="companyType" label={label.companyType} required>
        <Select
          options={COMPANY_TYPES.map((t) => ({ value: t.code, label: t.name }))}
          placeholder="请选择企业类型"
        />
      </Form.Item>
      <Form.Item name="childType" label={label.childType} required>
        {childTypes.length ? (
          <Radio.Group options={childTypes.map((c) => ({ value: c.code, label: c.name }))} />
        ) : (
          <ChildTypesPending />
        )}
      </Form.Item>
      <Form.Item
        name="businessLicenseUrl"
        label={label.businessLicenseUrl}
        required
        extra="支持 png、jpg、pdf，单个文件不超过 50M"
        {...singleFileProps}
      >
        <FileUpload buttonText="上传营业执照" />
      </Form.Item>
      <Form.Item
        name="authorizationUrl"
        label={label.authorizationUrl}
        required
        extra="加盖公章的授权委托书，支持 png、jpg、pdf"
        {...singleFileProps}
      >
        <FileUpload buttonText="上传授权委托书" />
      </Form.Item>
      {topType === 1 ? (
        <Form.Item name="serveCategoryIds" label={label.serveCategoryIds} required>
          <TreeSelect
            multiple
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_PARENT}
            treeData={categories}
            fieldNames={{ label: 'name', value: 'id', children: 'subordinate' }}
            showSearch={{ treeNodeFilterProp: 'name' }}
            placeholder="请选择服务类目"
            maxTagCount="responsive"
            loading={categories.length === 0}
          />
        </Form.Item>
      ) : null}
      <Form.Item label={compact ? undefined : ' '} colon={false}>
        <Button type="primary" htmlType="submit" loading={sending} block={compact}>
          {updating ? '重新提交' : '提交认证'}
        </Button>
      </Form.Item>
    </MallForm>
  );
}
