'use client';

import { useRouter } from 'next/navigation';
import { api } from '@/api';
import { SubmitButton, TextField, usePlainForm } from '@/components/forms/plain-form';
import { activitySignSchema } from '@/lib/opportunity-rules';
import { fieldMessages, z } from '@/lib/zod';

/** The phone an attendee signed up with, as sign-in checks it. */
const lookup = z.object({ phone: activitySignSchema.shape.phone.unwrap() });

/**
 * Finds a signed-in attendee's certificate by the phone they signed up with. Plain controls:
 * the poster flow loads no antd (components/forms/plain-form).
 */
export function CertificateEntryForm({ activityId }: { activityId: number }) {
  const router = useRouter();
  const form = usePlainForm({
    initial: () => ({ phone: '' }),
    check: (values) => fieldMessages(lookup, values),
    save: async ({ phone }) => {
      // The server says why there is none (not signed up, or not signed in yet).
      const cert = await api.activityCertificate(
        { activityId, phone: phone.trim() },
        { skipErrorHandler: true },
      );
      router.push(
        `/mobile/poster/certificateDetails?${new URLSearchParams({ id: String(activityId), no: cert.no })}`,
      );
    },
  });
  return (
    <form {...form.formProps} aria-label="查询参会证书">
      <TextField
        {...form.text('phone')}
        label="报名手机号"
        required
        maxLength={11}
        inputMode="numeric"
        type="tel"
        autoComplete="tel"
      />
      {form.status}
      <SubmitButton saving={form.saving}>查看证书</SubmitButton>
    </form>
  );
}
