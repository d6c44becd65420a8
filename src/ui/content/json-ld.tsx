import { jsonLdText } from '@/platform/seo/json-ld'

/** Structured data (schema.org) for search engines. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
