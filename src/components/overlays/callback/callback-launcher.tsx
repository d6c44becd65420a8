import type { Locale } from '@/lib/i18n/locales'

/**
 * A "request a callback" button and the popup it opens. Placeholder slot: the layout mounts it now;
 * the popup lands with the callback work (issue 3, "Overlays").
 */
export function CallbackLauncher(_props: { locale: Locale; className?: string }) {
  return null
}
