/**
 * The React islands of public pages, mounted outside Next's App Router (docs/plans/runtime-free-pages.md,
 * slice R3). A page carries no React: the loader (./loader.ts, a few hundred bytes in every page)
 * imports this module when a visitor reaches for a Book button, the search, callback or menu button,
 * or when a signed-in visitor's page has favourite hearts; this module then mounts the SAME components
 * the App Router pages use (the booking dialog, the search overlay, the callback popup, the phone's
 * menu, the hearts), each kind in one React root of its own, created once and reused.
 *
 * - `open(kind, element, href?)`: opens that kind's dialog; focus returns to `element` when it closes,
 *   and `element` tells assistive technology whether its dialog is open (`aria-expanded`, and
 *   `data-state` that the header's CSS reads). For the booking widget, `href` is the booking page's
 *   address whose query preselects the salon, service, stylist and option.
 * - `preload(kind)`: fetches a kind's code (hover, focus, touch), so it is there by the click.
 * - `hearts(slots)`: draws the favourite hearts into their places (`[data-favourite]`).
 * - `closeAll()`: unmounts every open dialog at once (the loader calls it on `pagehide`, so a page
 *   restored from the back/forward cache never shows one).
 */
import type { ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'

import { FAVOURITE_SLOT_SELECTOR, type IslandKind, type OverlayKind } from './kinds'
import { islandContext } from './page-context'
import { loadOverlay, loadHearts, type OverlayProps } from './overlays'

export type { IslandKind, OverlayKind }

interface Mounted {
  root: Root
  container: HTMLElement
}

const roots = new Map<IslandKind, Mounted>()

function rootOf(kind: IslandKind): Mounted {
  const known = roots.get(kind)
  if (known) return known
  const container = document.createElement('div')
  container.setAttribute('data-island-root', kind)
  document.body.append(container)
  const mounted = { root: createRoot(container), container }
  roots.set(kind, mounted)
  return mounted
}

/** The launcher's own state, as the React launchers drew it: `aria-expanded` and `data-state`. */
function markLauncher(element: Element, open: boolean) {
  if (element.hasAttribute('aria-expanded')) element.setAttribute('aria-expanded', String(open))
  if (element.hasAttribute('data-state')) element.setAttribute('data-state', open ? 'open' : 'closed')
}

/** Fetches a kind's code (and its styles) ahead of a click; errors surface on `open`. */
export function preload(kind: IslandKind): Promise<unknown> {
  return kind === 'hearts' ? loadHearts() : loadOverlay(kind)
}

/** Opens the dialog of `kind`; resolves once it is drawn. */
export async function open(kind: OverlayKind, element: HTMLElement, href?: string): Promise<void> {
  const Overlay: ComponentType<OverlayProps> = await loadOverlay(kind)
  const { root } = rootOf(kind)
  const context = islandContext(document)
  const returnFocusTo = { current: element }
  const draw = (isOpen: boolean) => {
    markLauncher(element, isOpen)
    root.render(
      <Overlay
        {...context}
        href={href}
        open={isOpen}
        onOpenChange={(next) => draw(next)}
        returnFocusTo={returnFocusTo}
      />,
    )
  }
  draw(true)
}

/** Draws the favourite hearts into `slots` (elements carrying `data-favourite`). */
export async function hearts(slots: HTMLElement[] = []): Promise<void> {
  const found = slots.length > 0 ? slots : [...document.querySelectorAll<HTMLElement>(FAVOURITE_SLOT_SELECTOR)]
  if (found.length === 0) return
  const FavouriteButtons = await loadHearts()
  const { root } = rootOf('hearts')
  root.render(<FavouriteButtons slots={found} />)
}

/** Unmounts every dialog now (synchronously, so a page frozen right after shows none). */
export function closeAll(): void {
  for (const [kind, mounted] of roots) {
    if (kind === 'hearts') continue
    flushSync(() => mounted.root.render(null))
  }
  for (const launcher of document.querySelectorAll('[data-island][aria-expanded="true"], [data-opens-dialog]')) {
    markLauncher(launcher, false)
  }
}
