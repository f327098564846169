'use client';

import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useState } from 'react';
import { uploadFile } from '@/api/upload';
import type { UploadedFile } from '@/api/types';
import { CERTIFICATION_ACCEPT } from '@/lib/certification';
import {
  acceptAttribute,
  MAX_UPLOAD_BYTES,
  UPLOAD_MSG,
  checkFileCount,
  validateUpload,
  type FileType,
} from '@/lib/upload-rules';

export interface FileUploadProps {
  /** The uploaded files' URLs (antd Form passes the field value here). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** The button text, also its accessible name, e.g. 上传营业执照. */
  buttonText: string;
  maxCount?: number;
  id?: string;
  disabled?: boolean;
  /** Accepted types; certification documents by default. */
  accept?: readonly FileType[];
  /** public uploads (an avatar) are readable by anyone; private ones (licences) are not. */
  visibility?: 'private' | 'public';
  /** Names of files uploaded earlier (the URL alone carries a random name). */
  names?: Record<string, string>;
}

function fileNameOf(url: string): string {
  return decodeURIComponent(url.split('/').pop() ?? url);
}

/**
 * Uploads files (private by default, with the session cookie; api/upload.ts) and reports their URLs.
 * Type and size are checked before anything is sent; a failed upload says 上传失败，请重试.
 */
export function FileUpload({
  value = [],
  onChange,
  buttonText,
  maxCount = 1,
  id,
  disabled,
  accept = CERTIFICATION_ACCEPT,
  visibility = 'private',
  names,
}: FileUploadProps) {
  const { message } = App.useApp();
  // Name and list id of files uploaded here; keeping the id avoids a leave animation on done.
  const [uploaded, setUploaded] = useState<Record<string, { name: string; uid: string }>>({});
  const [pending, setPending] = useState<UploadFile[]>([]);

  const done: UploadFile[] = value.map((url) => ({
    uid: uploaded[url]?.uid ?? url,
    name: uploaded[url]?.name ?? names?.[url] ?? fileNameOf(url),
    status: 'done',
    url,
  }));

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem =
      validateUpload(file, { accept, maxBytes: MAX_UPLOAD_BYTES }) ??
      (maxCount > 1 ? checkFileCount(value.length + batch.length, maxCount) : null);
    if (problem) {
      void message.error(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    uploadFile(file as File, visibility, { skipErrorHandler: true }).then(
      (uploaded) => onSuccess?.(uploaded),
      (error: Error) => onError?.(error),
    );
  };

  const handleChange: UploadProps['onChange'] = ({ file, fileList }) => {
    if (file.status === 'error') void message.error(UPLOAD_MSG.failed);
    if (file.status === 'removed') {
      onChange?.(value.filter((url) => url !== file.url));
      setPending((list) => list.filter((f) => f.uid !== file.uid));
      return;
    }
    const answer = file.status === 'done' ? (file.response as UploadedFile | undefined) : undefined;
    if (answer?.fileUrl) {
      const url = answer.fileUrl;
      setUploaded((map) => ({ ...map, [url]: { name: file.name, uid: file.uid } }));
      // A single-file field replaces its file; a multi-file one appends.
      onChange?.(maxCount === 1 ? [url] : [...value, url]);
    }
    setPending(fileList.filter((f) => f.status === 'uploading'));
  };

  const fileList = [...done, ...pending].slice(-Math.max(maxCount, 1));
  const full = value.length >= maxCount && maxCount > 1;

  return (
    <Upload
      id={id}
      accept={acceptAttribute(accept)}
      maxCount={maxCount}
      multiple={maxCount > 1}
      fileList={fileList}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={handleChange}
      disabled={disabled}
    >
      <Button icon={<UploadOutlined aria-hidden />} disabled={disabled || full}>
        {buttonText}
      </Button>
    </Upload>
  );
}

/** Form.Item adapters for a single-URL field stored as a string. */
export const singleFileProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? [value] : [] }),
  getValueFromEvent: (urls: string[]) => urls[urls.length - 1],
};
