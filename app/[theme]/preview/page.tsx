import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FilePreview } from '@/components/preview/file-preview';

export const metadata: Metadata = { title: '文件预览', robots: { index: false } };

/** /preview?key=… (opened by openFilePreview) or /preview?url=&type=&name= (shared link). */
export default function PreviewPage() {
  return (
    <Suspense>
      <FilePreview />
    </Suspense>
  );
}
