import type { RfqAttachment } from '@/lib/rfq';

/** The request's drawings and bills of quantities, as download links. */
export function RfqAttachments({ files }: { files: RfqAttachment[] }) {
  if (!files.length) return <>无</>;
  return (
    <ul aria-label="附件">
      {files.map((f) => (
        <li key={f.url}>
          <a href={f.url} download={f.name}>
            {f.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
