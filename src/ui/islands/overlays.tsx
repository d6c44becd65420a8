import type { ComponentType, RefObject } from 'react'

import { loadFavouriteButtons } from '@/features/account/client'
import { loadBookingDialog } from '@/features/booking/client'
import { loadCallbackPopup } from '@/features/callback/client'
import { loadSearchOverlay } from '@/features/content/client'
import { bookingContextOf } from '@/ui/behaviours/behaviour'

import type { OverlayKind } from './kinds'
import { loadDictionary } from './dictionary'
import { islandContext, type IslandContext } from './page-context'

/** What `open` gives every dialog: the page's context, the launcher's address, the open state. */
export type OverlayProps = IslandContext & {
  href?: string
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLElement | null>
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
  menu: async () => (await import('./menu-island')).default,
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
