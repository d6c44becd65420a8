import { messages } from '@/platform/i18n/messages'
import MobileMenuDialog from '@/ui/layout/mobile-menu-dialog'
import { MobileMenuBar } from '@/ui/layout/mobile-menu-bar'

import { menuFromPage } from './menu-from-page'
import type { OverlayProps } from './overlays'

/**
 * The phone's menu as an island: the entries read back from the page's desktop menu, its words in
 * the page's language, and the bottom bar (phone, callback, booking) whose buttons the loader handles.
 * Its own module, so its chunk's style sheet holds everything it draws (scripts/build-behaviours.mjs).
 */
export default function MenuIsland({ locale, phone, open, onOpenChange, returnFocusTo }: OverlayProps) {
  const content = menuFromPage(document, locale, messages(locale), returnFocusTo.current)
  return (
    <MobileMenuDialog
      {...content}
      bottomBar={<MobileMenuBar locale={locale} phone={phone} />}
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocusTo}
    />
  )
}
