'use client';

import { App, Button } from 'antd';
import { useId, useRef, useState } from 'react';
import { uploadFile } from '@/api/upload';
import { resizedUrl } from '@/lib/image-params';
import { isPanoramaSize, PANORAMA_MSG } from '@/lib/showroom-edit';
import styles from './showroom-editor.module.css';

interface Props {
  value?: string | null;
  onChange?: (url: string | null) => void;
  /** What the file is, for the button and messages (企业 Logo, 展厅横幅 …). */
  label: string;
  /** Also take PDF files (qualifications). */
  allowPdf?: boolean;
  /** Only 2:1 equirectangular panoramas. */
  panorama?: boolean;
  /** Let the field be emptied. */
  clearable?: boolean;
  disabled?: boolean;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const MAX_BYTES = 20 * 1024 * 1024;

function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

/**
 * One uploaded file as a form value (its URL): a thumbnail, a file input and a clear button.
 * The browser checks type, size and (for panoramas) the 2:1 shape first; the upload endpoint
 * checks the bytes, and the save checks the file is the user's own.
 */
export function ImageField({
  value,
  onChange,
  label,
  allowPdf,
  panorama,
  clearable,
  disabled,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isPdf = !!value && /\.pdf($|\?)/i.test(value);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const pdf = file.type === 'application/pdf';
    if (!IMAGE_TYPES.includes(file.type) && !(allowPdf && pdf)) {
      setError(`${label}须为 png、jpg${allowPdf ? ' 或 pdf' : ''} 文件`);
      return;
    }
    if (file.size > MAX_BYTES) {
      setError(`${label}不能超过 20M`);
      return;
    }
    if (panorama) {
      const size = await imageSize(file);
      if (!size || !isPanoramaSize(size.width, size.height)) {
        setError(PANORAMA_MSG);
        return;
      }
    }
    setBusy(true);
    try {
      const { fileUrl } = await uploadFile(file, 'public');
      onChange?.(fileUrl);
      message.success(`${label}已上传`);
    } catch {
      // The request layer has shown the server's message; the old file stays.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.imageField}>
      {value ? (
        isPdf ? (
          <a href={value} target="_blank" rel="noopener" className={styles.pdf}>
            PDF 文件
          </a>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- resized through /files?w=
          <img
            src={resizedUrl(value, 320)}
            alt={`${label}预览`}
            className={panorama ? styles.thumbWide : styles.thumb}
          />
        )
      ) : (
        <span className={styles.thumbEmpty}>未上传</span>
      )}
      <div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={allowPdf ? '.png,.jpg,.jpeg,.pdf' : '.png,.jpg,.jpeg'}
          className={styles.fileInput}
          aria-label={`上传${label}`}
          disabled={disabled || busy}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button
          size="small"
          loading={busy}
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-hidden
          tabIndex={-1}
        >
          {value ? '更换' : '上传'}
        </Button>
        {clearable && value ? (
          <Button size="small" type="link" disabled={disabled} onClick={() => onChange?.(null)}>
            清除
          </Button>
        ) : null}
        <div className={styles.hint}>
          {panorama
            ? 'png/jpg，宽高比 2:1 的 360° 全景图'
            : allowPdf
              ? 'png/jpg/pdf，不超过 20M'
              : 'png/jpg，不超过 20M'}
        </div>
        {error ? (
          <div role="alert" className={styles.error}>
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
}
