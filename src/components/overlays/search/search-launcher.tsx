import type { Locale } from '@/lib/i18n/locales'

/**
 * The header's search button and the search overlay it opens. Placeholder slot: the header mounts it
 * now; the overlay itself lands with the search work (issue 3, "Overlays").
 */
export function SearchLauncher(_props: { locale: Locale; className?: string }) {
  return null
}
