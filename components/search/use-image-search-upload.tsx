'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { uploadFile } from '@/api/upload';
import { IMAGE_ACCEPT, UPLOAD_MSG, acceptAttribute, validateUpload } from '@/lib/upload-rules';
import { useMallFeedback } from '@/components/shell/mall-feedback';

export const imageSearchUrl = (fileUrl: string) =>
  `/search-image?url=${encodeURIComponent(fileUrl)}`;

/**
 * Picks one png/jpg/jpeg (spec §5), uploads it and opens its image-search results; the header's
 * camera button pushes a new page, the results page replaces its own query.
 */
export function useImageSearchUpload(navigation: 'push' | 'replace'): {
  uploading: boolean;
  open: () => void;
  fileInput: ReactNode;
} {
  const router = useRouter();
  const { message } = useMallFeedback();
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
    setUploading(true);
    try {
      const { fileUrl } = await uploadFile(file, 'public', { skipErrorHandler: true });
      router[navigation](imageSearchUrl(fileUrl));
    } catch {
      void message.error(UPLOAD_MSG.failed);
    } finally {
      setUploading(false);
    }
  }

  return {
    uploading,
    open: () => input.current?.click(),
    fileInput: (
      <input
        ref={input}
        type="file"
        accept={acceptAttribute(IMAGE_ACCEPT)}
        className="visually-hidden"
        tabIndex={-1}
        aria-label="选择要搜索的图片"
        onChange={onChange}
      />
    ),
  };
}
