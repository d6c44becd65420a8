import type { ComponentType, RefObject } from 'react'

import { loadFavouriteButtons } from '@/features/account/client'
import { loadBookingDialog } from '@/features/booking/client'
import { loadCallbackPopup } from '@/features/callback/client'
import { loadSearchOverlay } from '@/features/content/client'
import { bookingContextOf } from '@/ui/behaviours/behaviour'
import type { MobileMenuContent } from '@/ui/layout/mobile-menu-dialog'

import { MENU_BAR_ID, MENU_DATA_ID, type OverlayKind } from './kinds'
import { loadDictionary } from './dictionary'
import { islandContext, type IslandContext } from './page-context'

/** What `open` gives every dialog: the page's context, the launcher's address, the open state. */
export type OverlayProps = IslandContext & {
  href?: string
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLElement | null>
}

/** The phone's menu as the server wrote it into the page (JSON beside the burger, see site-header.tsx). */
export function menuContent(doc: Document): Omit<MobileMenuContent, 'bottomBar'> & { barHtml: string } {
  const data = doc.getElementById(MENU_DATA_ID)?.textContent
  const bar = doc.getElementById(MENU_BAR_ID)
  const parsed = JSON.parse(data ?? 'null') as Omit<MobileMenuContent, 'bottomBar'> | null
  if (!parsed) throw new Error(`#${MENU_DATA_ID} is missing from the page`)
  return { ...parsed, barHtml: bar?.innerHTML ?? '' }
}

/** Each dialog's code (fetched once, then cached by the module system) as one component shape. */
const overlays: Record<OverlayKind, () => Promise<ComponentType<OverlayProps>>> = {
  booking: async () => {
    const { default: BookingDialog } = await loadBookingDialog()
    return function BookingIsland({ href, ...props }: OverlayProps) {
      return <BookingDialog {...props} context={bookingContextOf(href ?? '/')} />
    }
  },
  search: async () => {
    const { SearchOverlay } = await loadSearchOverlay()
    return function SearchIsland({ phone: _phone, href: _href, ...props }: OverlayProps) {
      return <SearchOverlay {...props} />
    }
  },
  callback: async () => {
    const { CallbackPopup } = await loadCallbackPopup()
    return function CallbackIsland({ phone: _phone, href: _href, ...props }: OverlayProps) {
      return <CallbackPopup {...props} />
    }
  },
  menu: async () => {
    const { default: MobileMenuDialog } = await import('@/ui/layout/mobile-menu-dialog')
    const { barHtml, ...content } = menuContent(document)
    return function MenuIsland({ open, onOpenChange, returnFocusTo }: OverlayProps) {
      return (
        <MobileMenuDialog
          {...content}
          // The bar's links and buttons are the server's own markup (the loader handles their clicks).
          bottomBar={<div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: barHtml }} />}
          open={open}
          onOpenChange={onOpenChange}
          returnFocus={returnFocusTo}
        />
      )
    }
  },
}

const loaded = new Map<OverlayKind, Promise<ComponentType<OverlayProps>>>()

/** A dialog's code, with the words of the page's language it speaks. */
export function loadOverlay(kind: OverlayKind): Promise<ComponentType<OverlayProps>> {
  let found = loaded.get(kind)
  if (!found) {
    found = Promise.all([overlays[kind](), loadDictionary(islandContext(document).locale)]).then(([c]) => c)
    // A failed fetch is not kept: the next reach tries again.
    found.catch(() => loaded.delete(kind))
    loaded.set(kind, found)
  }
  return found
}

export const loadHearts = () => loadFavouriteButtons().then((m) => m.default)
