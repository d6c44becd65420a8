import { BOOKING_STORE_ATTRIBUTE } from '@/ui/islands/menu-from-page'

import { UiIcon } from './ui-icon'

/**
 * The burger of narrow screens (≤ 1200 px), drawn by the server. The island loader
 * (src/ui/islands/loader.ts) fetches the menu's code (Radix dialog, drill-down) when a visitor
 * reaches for it (`data-island="menu"`), so pages that never open the menu never download it; the
 * menu lists the entries of the page's own desktop menu (src/ui/islands/menu-from-page.ts), so the
 * page carries them once. `bookingStore`: the shop's address, listed after the account.
 */
export function MobileMenu({
  label,
  bookingStore,
  className,
}: {
  label: string
  bookingStore?: string | null
  className?: string
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded="false"
      data-state="closed"
      data-island="menu"
      {...{ [BOOKING_STORE_ATTRIBUTE]: bookingStore || undefined }}
    >
      <UiIcon name="menu" />
    </button>
  )
}
