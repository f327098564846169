'use client';

import { Button, Result, Space } from 'antd';
import { useSearchParams } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import {
  isAllowedPreviewUrl,
  previewFileFrom,
  previewKind,
  previewName,
  type PreviewFile,
} from '@/lib/preview';
import styles from './preview.module.css';

const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4];
const noSubscribe = () => () => {};

/** The file to show, read once the browser's session storage is available. */
function usePreviewFile(): { file: PreviewFile | null; origin: string } | null {
  const params = useSearchParams();
  const client = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  if (!client) return null;
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { file: previewFileFrom(params, storage), origin: window.location.origin };
}

function ImageView({ file, name }: { file: PreviewFile; name: string }) {
  const [step, setStep] = useState(ZOOM_STEPS.indexOf(1));
  const scale = ZOOM_STEPS[step] ?? 1;
  return (
    <>
      <Space className={styles.tools}>
        <Button
          aria-label="缩小"
          onClick={() => setStep((s) => Math.max(0, s - 1))}
          disabled={step === 0}
        >
          缩小
        </Button>
        <span aria-live="polite">{Math.round(scale * 100)}%</span>
        <Button
          aria-label="放大"
          onClick={() => setStep((s) => Math.min(ZOOM_STEPS.length - 1, s + 1))}
          disabled={step === ZOOM_STEPS.length - 1}
        >
          放大
        </Button>
        <Button aria-label="还原" onClick={() => setStep(ZOOM_STEPS.indexOf(1))}>
          还原
        </Button>
        <a href={file.url} download={name}>
          下载
        </a>
      </Space>
      <div className={styles.stage}>
        {/* eslint-disable-next-line @next/next/no-img-element -- original file, zoomed by CSS */}
        <img
          src={file.url}
          alt={name}
          className={styles.image}
          style={{ transform: `scale(${scale})` }}
        />
      </div>
    </>
  );
}

/** /preview: an image inline with zoom, a PDF in a frame, anything else as a download. */
export function FilePreview() {
  const loaded = usePreviewFile();
  if (!loaded) {
    return (
      <p className={styles.message} role="status">
        正在打开文件…
      </p>
    );
  }
  const { file, origin } = loaded;
  if (!file) {
    return (
      <Result status="warning" title="文件不存在或链接已失效" subTitle="请回到原页面重新打开预览" />
    );
  }
  const name = previewName(file);
  if (!isAllowedPreviewUrl(file.url, origin)) {
    return <Result status="error" title="无法预览该文件" subTitle="只能预览本站的文件" />;
  }
  const kind = previewKind(file);
  return (
    <section className={styles.preview} aria-labelledby="preview-title">
      <h1 id="preview-title" className={styles.name}>
        {name}
      </h1>
      {kind === 'image' ? <ImageView file={file} name={name} /> : null}
      {kind === 'pdf' ? (
        <>
          <Space className={styles.tools}>
            <a href={file.url} download={name}>
              下载
            </a>
          </Space>
          <iframe src={file.url} title={`PDF 预览：${name}`} className={styles.frame} />
        </>
      ) : null}
      {kind === 'other' ? (
        <Result
          status="info"
          title="该文件类型暂不支持在线预览"
          subTitle="请下载后查看"
          extra={
            <a href={file.url} download={name} className={styles.download}>
              下载文件
            </a>
          }
        />
      ) : null}
    </section>
  );
}
