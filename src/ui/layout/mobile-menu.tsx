import type { ReactNode } from 'react'

import { jsonLdText } from '@/platform/seo/json-ld'
import { MENU_BAR_ID, MENU_DATA_ID } from '@/ui/islands/kinds'

import type { MobileMenuContent, MobileMenuLabels } from './mobile-menu-dialog'
import { UiIcon } from './ui-icon'

/**
 * The burger menu of narrow screens (≤ 1200 px), drawn by the server: the button, the menu's
 * content as JSON beside it, and its bottom bar (phone, callback, booking) as hidden markup the
 * menu copies. The island loader (src/ui/islands/loader.ts) fetches the dialog's code (Radix
 * dialog, drill-down) when a visitor reaches for the button (`data-island="menu"`), so pages that
 * never open the menu never download it.
 */
export function MobileMenu({
  className,
  bottomBar,
  ...menu
}: Omit<MobileMenuContent, 'bottomBar'> & {
  labels: MobileMenuLabels & { open: string }
  bottomBar: ReactNode
  className?: string
}) {
  const { open, ...labels } = menu.labels
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={open}
        aria-haspopup="dialog"
        aria-expanded="false"
        data-state="closed"
        data-island="menu"
      >
        <UiIcon name="menu" />
      </button>
      <script
        type="application/json"
        id={MENU_DATA_ID}
        dangerouslySetInnerHTML={{ __html: jsonLdText({ entries: menu.entries, links: menu.links, labels }) }}
      />
      <div id={MENU_BAR_ID} hidden>
        {bottomBar}
      </div>
    </>
  )
}
