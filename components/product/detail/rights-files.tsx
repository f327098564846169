'use client';

import { useState } from 'react';
import { api } from '@/api';
import type { RightsFileInfo } from '@/api/types';
import { useDialogs } from '@/components/dialogs';
import { Button } from '@/components/ui/button';
import { createPreviewKey, previewHref } from '@/lib/preview';
import { TOP_TYPE } from '@/lib/roles';
import { useUserStore } from '@/stores/store-provider';
import styles from './detail.module.css';

function download(url: string, name: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Opens the file in the preview page (new window), which reads it from session storage. */
function preview(file: { url: string; fileType: string; name: string }) {
  const key = createPreviewKey(Date.now());
  sessionStorage.setItem(
    key,
    JSON.stringify({ url: file.url, type: file.fileType, name: file.name }),
  );
  window.open(previewHref(key), '_blank');
}

/** 权益: product files buyers may see or download with their enterprise's rights. */
export function RightsFiles({ itemId, files }: { itemId: number; files: RightsFileInfo[] }) {
  const user = useUserStore((s) => s.userInfo);
  const { fileView } = useDialogs();
  const [busy, setBusy] = useState<number | null>(null);

  const open = async (file: RightsFileInfo) => {
    if (user?.topType !== TOP_TYPE.buyer) return void fileView();
    setBusy(file.id);
    try {
      const see = file.rightType === 1;
      const access = await (see ? api.rightsSee({ itemId }) : api.rightsDownload({ itemId }));
      const opened = access.files.find((f) => f.id === file.id);
      if (!opened) return;
      if (see) preview(opened);
      else download(opened.url, opened.name);
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  if (!files.length) return <p className={styles.empty}>暂无可查看的资料</p>;
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.id} className={styles.file}>
          <span className={styles.fileName}>{file.name}</span>
          <span className={styles.fileType}>{file.fileType.toUpperCase()}</span>
          <Button
            size="small"
            loading={busy === file.id}
            aria-label={`${file.rightType === 1 ? '查看' : '下载'} ${file.name}`}
            onClick={() => void open(file)}
          >
            {file.rightType === 1 ? '查看' : '下载'}
          </Button>
        </li>
      ))}
    </ul>
  );
}
