'use client';

import { api, failureText } from '@/api';
import type { DesignerCertificationInfo } from '@/api/types';
import {
  FormNotice,
  RadioGroupField,
  SubmitButton,
  TextField,
  usePlainForm,
} from '@/components/forms/plain-form';
import { applyToSingle, UploadField } from '@/components/forms/upload-field';
import {
  CERTIFICATION_ACCEPT,
  DESIGNER_TYPES,
  designerCertificationSchema,
} from '@/lib/certification';
import { fieldMessages } from '@/lib/zod';
import styles from './auth.module.css';

interface DesignerValues {
  realName: string;
  designerType?: number;
  /** '' until a file is uploaded. */
  idCardUrl: string;
  worksUrls: string[];
}

export interface DesignerCertificationFormProps {
  /** The last submission and, after a rejection, its reason. */
  info: DesignerCertificationInfo | null;
  onSubmitted: () => void;
}

const DESIGNER_TYPE_OPTIONS = DESIGNER_TYPES.map((t) => ({ value: t.code, label: t.name }));

/** Designer certification (/auth?type=2 for a designer account), in plain controls. */
export function DesignerCertificationForm({ info, onSubmitted }: DesignerCertificationFormProps) {
  const form = usePlainForm<DesignerValues>({
    initial: () => ({
      realName: info?.submission?.realName ?? '',
      designerType: info?.submission?.designerType,
      idCardUrl: info?.submission?.idCardUrl ?? '',
      worksUrls: info?.submission?.worksUrls ?? [],
    }),
    // One field at a time, in form order, as the company form asks.
    check: (values) => {
      const [first] = Object.entries(fieldMessages(designerCertificationSchema, values));
      return first ? Object.fromEntries([first]) : {};
    },
    save: async (values) => {
      try {
        await api.designerAuthentication(designerCertificationSchema.parse(values), {
          skipErrorHandler: true,
        });
      } catch (error) {
        throw new Error(failureText(error));
      }
      onSubmitted();
    },
  });
  const { values } = form;
  const set = (patch: Partial<DesignerValues>) =>
    form.change((latest) => ({ ...latest, ...patch }));

  return (
    <form {...form.formProps} className={`${form.formProps.className} ${styles.form}`}>
      {info?.rejectReason ? (
        <FormNotice tone="warning" title="认证未通过，请修改后重新提交">
          驳回原因：{info.rejectReason}
        </FormNotice>
      ) : null}
      <TextField
        {...form.text('realName')}
        label="真实姓名"
        required
        placeholder="请输入真实姓名"
        maxLength={32}
        autoComplete="name"
      />
      <RadioGroupField
        {...form.field('designerType')}
        label="设计师类型"
        required
        options={DESIGNER_TYPE_OPTIONS}
        value={values.designerType}
        onChange={(designerType) => set({ designerType })}
      />
      <UploadField
        {...form.field('idCardUrl')}
        label="身份证明"
        buttonText="上传身份证明"
        required
        hint="身份证或职业资格证书，支持 png、jpg、pdf，不超过 50M"
        accept={CERTIFICATION_ACCEPT}
        value={values.idCardUrl ? [values.idCardUrl] : []}
        onChange={(update) =>
          form.change((latest) => ({
            ...latest,
            idCardUrl: applyToSingle(update, latest.idCardUrl),
          }))
        }
      />
      <UploadField
        {...form.field('worksUrls')}
        label="代表作品"
        buttonText="上传代表作品"
        hint="选填，最多 10 个文件"
        maxCount={10}
        accept={CERTIFICATION_ACCEPT}
        value={values.worksUrls}
        onChange={(update) =>
          form.change((latest) => ({ ...latest, worksUrls: update(latest.worksUrls) }))
        }
      />
      <SubmitButton saving={form.saving}>提交认证</SubmitButton>
      {form.status}
    </form>
  );
}
