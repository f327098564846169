import type { RfqAttachment } from '@/lib/rfq';

/** Attachments (a request's drawings and BOQs, a quote's files) as download links. */
export function RfqAttachments({
  files,
  label = '附件',
}: {
  files: RfqAttachment[];
  /** The list's accessible name, when a page shows several. */
  label?: string;
}) {
  if (!files.length) return <>无</>;
  return (
    <ul aria-label={label} style={{ margin: 0, paddingLeft: 16 }}>
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
