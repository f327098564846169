import { UPLOAD_MSG } from '@/lib/upload-rules';
import { feedback } from './feedback';
import { api } from './index';
import type { CallOptions } from './registry';
import type { UploadedFile } from './types';

/**
 * Uploads one file the way the server's ticket says: straight to the bucket under its POST policy
 * and then confirmed (the server checks the bytes), or to the mall's own upload endpoint. Rejects
 * like any API call; the failure is shown unless `skipErrorHandler` is set.
 */
export async function uploadFile(
  file: File,
  visibility: 'public' | 'private',
  options?: CallOptions,
): Promise<UploadedFile> {
  const about = { name: file.name, size: file.size };
  const ticket =
    visibility === 'public'
      ? await api.stsPublicUpload(about, options)
      : await api.privateUploadWithSign(about, options);
  const form = new FormData();
  if (ticket.mode === 'api') {
    form.append('file', file);
    return visibility === 'public'
      ? api.publicUpload(form, options)
      : api.privateUpload(form, options);
  }
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  // The bucket reads the policy fields first and ignores anything after the file.
  form.append('file', file);
  const posted = await fetch(ticket.host, { method: 'POST', body: form }).catch(() => null);
  if (!posted?.ok) {
    if (!options?.skipErrorHandler) feedback.error(UPLOAD_MSG.failed);
    throw new Error(UPLOAD_MSG.failed);
  }
  return api.confirmUpload({ ticket: ticket.ticket }, options);
}
