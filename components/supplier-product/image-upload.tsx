'use client';

import { PlusOutlined } from '@ant-design/icons';
import { App, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useState } from 'react';
import { uploadFile } from '@/api/upload';
import type { UploadedFile } from '@/api/types';
import { resizedUrl } from '@/lib/image-params';
import { acceptAttribute, UPLOAD_MSG, validateUpload, type FileType } from '@/lib/upload-rules';

export const PRODUCT_IMAGE_ACCEPT: readonly FileType[] = ['png', 'jpg', 'jpeg'];
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export interface ImageUploadProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
  maxCount: number;
  id?: string;
  /** Accessible name of the add button, e.g. 上传商品图片. */
  label: string;
}

/**
 * Product images: public uploads (the server checks each by its content, not its name), shown
 * as resized thumbnails; the first one is the main image.
 */
export function ImageUpload({ value = [], onChange, maxCount, id, label }: ImageUploadProps) {
  const { message } = App.useApp();
  const [pending, setPending] = useState<UploadFile[]>([]);

  const fileList: UploadFile[] = [
    ...value.map((url, i) => ({
      uid: url,
      name: i === 0 ? '主图' : `图片${i + 1}`,
      status: 'done' as const,
      url,
      thumbUrl: resizedUrl(url, 160),
    })),
    ...pending,
  ];

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem =
      validateUpload(file, { accept: PRODUCT_IMAGE_ACCEPT, maxBytes: PRODUCT_IMAGE_MAX_BYTES }) ??
      (value.length + batch.length > maxCount ? `最多上传 ${maxCount} 张图片` : null);
    if (problem) {
      void message.error(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    uploadFile(file as File, 'public', { skipErrorHandler: true }).then(
      (uploaded) => onSuccess?.(uploaded),
      (error: Error) => onError?.(error),
    );
  };

  const handleChange: UploadProps['onChange'] = ({ file, fileList: next }) => {
    if (file.status === 'removed') {
      onChange?.(value.filter((url) => url !== file.url));
      return;
    }
    if (file.status === 'error') void message.error(UPLOAD_MSG.failed);
    const answer = file.status === 'done' ? (file.response as UploadedFile | undefined) : undefined;
    if (answer?.fileUrl) onChange?.([...value, answer.fileUrl].slice(0, maxCount));
    setPending(next.filter((f) => f.status === 'uploading'));
  };

  return (
    <Upload
      id={id}
      listType="picture-card"
      accept={acceptAttribute(PRODUCT_IMAGE_ACCEPT)}
      multiple
      fileList={fileList}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={handleChange}
    >
      {fileList.length < maxCount ? (
        <button type="button" aria-label={label} style={{ border: 0, background: 'none' }}>
          <PlusOutlined aria-hidden />
          <div style={{ marginTop: 8 }}>上传</div>
        </button>
      ) : null}
    </Upload>
  );
}
