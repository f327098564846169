import { jsonLdText, type JsonLd } from '@/lib/json-ld';

/** Structured data for search engines; the text is escaped so no value can end the script. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
