'use client';

import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useImageSearchUpload } from '@/components/search/use-image-search-upload';

/** Searches again with a newly uploaded picture in place of the current one. */
export function ReuploadButton({ label = '重新上传' }: { label?: string }) {
  const { uploading, open, fileInput } = useImageSearchUpload('replace');
  return (
    <>
      <Button
        type="primary"
        icon={<UploadOutlined aria-hidden />}
        loading={uploading}
        onClick={open}
      >
        {label}
      </Button>
      {fileInput}
    </>
  );
}
