'use client';

import { CameraOutlined, LoadingOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useRouter } from 'next/navigation';
import { useRef, useState, type ChangeEvent } from 'react';
import { api } from '@/api';
import { IMAGE_ACCEPT, UPLOAD_MSG, acceptAttribute, validateUpload } from '@/lib/upload-rules';
import styles from './search-box.module.css';

export const imageSearchUrl = (fileUrl: string) =>
  `/search-image?url=${encodeURIComponent(fileUrl)}`;

/** Image search (default theme only): one png/jpg/jpeg, uploaded, then its results page. */
export function ImageSearchButton() {
  const router = useRouter();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function onChange(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = validateUpload(file, { accept: IMAGE_ACCEPT });
    if (problem) {
      void message.error(problem);
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setUploading(true);
    try {
      const { fileUrl } = await api.publicUpload(form, { skipErrorHandler: true });
      router.push(imageSearchUrl(fileUrl));
    } catch {
      void message.error(UPLOAD_MSG.failed);
    } finally {
      setUploading(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={styles.camera}
        aria-label="以图搜图"
        title="以图搜图"
        disabled={uploading}
        aria-busy={uploading || undefined}
        onClick={() => input.current?.click()}
      >
        {uploading ? <LoadingOutlined aria-hidden /> : <CameraOutlined aria-hidden />}
      </button>
      <input
        ref={input}
        type="file"
        accept={acceptAttribute(IMAGE_ACCEPT)}
        className="visually-hidden"
        tabIndex={-1}
        aria-label="选择要搜索的图片"
        onChange={onChange}
      />
    </>
  );
}
