'use client';

import { useRef, useState, type ChangeEvent } from 'react';
import { uploadFile } from '@/api/upload';
import { Button } from '@/components/ui/button';
import {
  acceptAttribute,
  checkFileCount,
  MAX_UPLOAD_BYTES,
  UPLOAD_MSG,
  validateUpload,
  type FileType,
} from '@/lib/upload-rules';
import { describedBy, FieldError, FieldNotes } from './plain-form';
import formStyles from './plain-form.module.css';
import styles from './upload-field.module.css';

export interface UploadFieldProps {
  /** The form's id of the field: it goes on the upload button, which a refusal focuses. */
  id: string;
  label: string;
  /** The button text and its accessible name, e.g. 上传营业执照. */
  buttonText: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** The uploaded files' URLs. */
  value: readonly string[];
  /** Called with how the URLs change, applied to the form's latest (an upload ends later). */
  onChange: (update: (urls: readonly string[]) => string[]) => void;
  maxCount?: number;
  accept: readonly FileType[];
  /** public uploads (an avatar) are readable by anyone; private ones (licences) are not. */
  visibility?: 'private' | 'public';
}

/** An UploadField change applied to a field that keeps one URL as a string ('' for none). */
export const applyToSingle = (update: (urls: readonly string[]) => string[], url: string) =>
  update(url ? [url] : []).at(-1) ?? '';

const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/**
 * Files uploaded as they are chosen (api/upload.ts) and listed by name, each with a link and a
 * remove button; a single-file field replaces its file. Type, size and count are checked before
 * anything is sent, and a refusal or failed upload is said under the field.
 */
export function UploadField({
  id,
  label,
  buttonText,
  hint,
  error,
  required,
  value,
  onChange,
  maxCount = 1,
  accept,
  visibility = 'private',
}: UploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // What was picked keeps its own name; the URL alone carries a random one.
  const [names, setNames] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState<string[]>([]);
  const [problem, setProblem] = useState('');
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length === 0) return;
    const refused =
      files
        .map((file) => validateUpload(file, { accept, maxBytes: MAX_UPLOAD_BYTES }))
        .find(Boolean) ??
      (maxCount > 1 ? checkFileCount(value.length + files.length, maxCount) : null);
    setProblem(refused ?? '');
    if (refused) return;
    setUploading(files.map((file) => file.name));
    const done = await Promise.allSettled(
      files.map((file) => uploadFile(file, visibility, { skipErrorHandler: true })),
    );
    setUploading([]);
    const uploaded = done.flatMap((answer, i) =>
      answer.status === 'fulfilled' ? [[answer.value.fileUrl, files[i]!.name] as const] : [],
    );
    const urls = uploaded.map(([url]) => url);
    setNames((known) => ({ ...known, ...Object.fromEntries(uploaded) }));
    if (urls.length < files.length) setProblem(UPLOAD_MSG.failed);
    if (urls.length) onChange((now) => (maxCount === 1 ? urls.slice(-1) : [...now, ...urls]));
  };

  const labelId = `${id}-label`;
  const full = maxCount > 1 && value.length >= maxCount;
  return (
    <div className={formStyles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={required ? formStyles.required : undefined}>
        {label}
      </span>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttribute(accept)}
        multiple={maxCount > 1}
        onChange={(e) => void pick(e)}
      />
      <Button
        id={id}
        className={styles.button}
        loading={uploading.length > 0}
        disabled={full}
        onClick={() => input.current?.click()}
        data-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        {buttonText}
      </Button>
      {value.length || uploading.length ? (
        <ul className={styles.files} aria-label={`已上传的${label}`}>
          {value.map((url) => {
            const name = names[url] ?? fileNameOf(url);
            return (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener">
                  {name}
                </a>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`删除 ${name}`}
                  onClick={() => onChange((now) => now.filter((other) => other !== url))}
                >
                  删除
                </button>
              </li>
            );
          })}
          {uploading.map((name) => (
            <li key={`uploading-${name}`} className={styles.uploading}>
              正在上传 {name}…
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <div role="alert">
          <FieldError>{problem}</FieldError>
        </div>
      ) : null}
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
