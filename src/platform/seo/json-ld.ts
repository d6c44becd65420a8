/** JSON for a `<script type="application/ld+json">`, safe against `</script>` in content. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
