'use client';

import { CameraOutlined, LoadingOutlined } from '@ant-design/icons';
import styles from './search-box.module.css';
import { useImageSearchUpload } from './use-image-search-upload';

export { imageSearchUrl } from './use-image-search-upload';

/** Image search (default theme only): one png/jpg/jpeg, uploaded, then its results page. */
export function ImageSearchButton() {
  const { uploading, open, fileInput } = useImageSearchUpload('push');
  return (
    <>
      <button
        type="button"
        className={styles.camera}
        aria-label="以图搜图"
        title="以图搜图"
        disabled={uploading}
        aria-busy={uploading || undefined}
        onClick={open}
      >
        {uploading ? <LoadingOutlined aria-hidden /> : <CameraOutlined aria-hidden />}
      </button>
      {fileInput}
    </>
  );
}
