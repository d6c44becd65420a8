/**
 * The island loader: a small plain module in every public page's one script
 * (src/ui/behaviours/site.ts; docs/plans/runtime-free-pages.md slice R3, decision 0060). Nothing of
 * React loads with the page; this listens to the whole document instead, and fetches the islands
 * (./entry.tsx) when a visitor reaches for one:
 * - a Book link (`<a data-opens-dialog href="/book/?…">`, a real link that works without script)
 *   or a booking form (`<form data-opens-dialog>`, a GET form to /book/: the booking card of a
 *   service page) opens the booking widget in a dialog, preselected from the link's query or the
 *   form's fields; focus returns to the link (or the form's button) when it closes;
 * - `<button data-island="search|callback|menu">` opens that dialog;
 * - hovering, focusing or touching any of them fetches its code and styles first, so the click
 *   finds them there;
 * - when the sign-in marker cookie says a client may be signed in and the page has favourite
 *   hearts' places (`[data-favourite]`), the hearts are drawn into them;
 * - every dialog is unmounted on `pagehide`, so Back from the back/forward cache never shows one.
 * When an island's code cannot be fetched (usually a new deployment replaced it), the page reloads
 * once (not again within a minute, the same guard as Next's chunk errors); a Book link then falls
 * back to the booking page.
 */
import { maybeSignedIn } from '@/features/booking/client'
import { isChunkLoadError } from '@/platform/errors/route-error'
import { reloadAfterChunkError } from '@/ui/layout/chunk-reload'

import type * as Islands from './entry'
import { FAVOURITE_SLOT_SELECTOR, ISLAND_ATTRIBUTE, OPENS_BOOKING, type IslandKind, type OverlayKind } from './kinds'
import { formTarget, type IslandFiles, launchClick, missingStyles, opensHere, overlayKindOf } from './launch'

/** Set by the build (scripts/build-behaviours.mjs, esbuild `define`) once the islands are built. */
declare const PARLOUR_ISLANDS: IslandFiles

const files: IslandFiles = PARLOUR_ISLANDS

let islands: Promise<typeof Islands> | null = null
/** The islands' module once it has loaded (`pagehide` must close the dialogs synchronously). */
let loaded: typeof Islands | null = null

function entry(): Promise<typeof Islands> {
  if (!islands) {
    const loading = import(/* webpackIgnore: true */ files.entry) as Promise<typeof Islands>
    loading.then(
      (module) => (loaded = module),
      () => {
        if (islands === loading) islands = null
      },
    )
    islands = loading
  }
  return islands
}

/** Adds `kind`'s style sheets to the page; resolves when they have loaded. */
function styles(kind: IslandKind): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')
  const present = new Set([...links].map((link) => link.getAttribute('href') ?? ''))
  const waits = missingStyles(files, kind, present).map((href) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    const loaded = new Promise((resolve, reject) => {
      link.addEventListener('load', resolve, { once: true })
      link.addEventListener('error', () => reject(new Error(`Loading CSS chunk ${href} failed`)), { once: true })
    })
    document.head.append(link)
    return loaded
  })
  return Promise.all(waits)
}

function ready(kind: IslandKind): Promise<typeof Islands> {
  return Promise.all([entry(), styles(kind)]).then(([module]) => module)
}

/** A failed fetch: reload once for a fresh deployment; otherwise a Book link opens the booking page. */
function failed(error: unknown, fallback?: string) {
  if (isChunkLoadError(error) && reloadAfterChunkError()) return
  if (fallback) window.location.assign(fallback)
  else console.error(error)
}

function open(kind: OverlayKind, element: HTMLElement, href?: string) {
  ready(kind)
    .then((module) => module.open(kind, element, href))
    .catch((error: unknown) => failed(error, href))
}

function preload(kind: IslandKind) {
  ready(kind)
    .then((module) => module.preload(kind))
    .catch(() => undefined)
}

const elementOf = (event: Event) => (event.target instanceof Element ? event.target : null)

/** The launcher an event is in, and the island it opens. */
function launcherOf(event: Event): { kind: OverlayKind; element: HTMLElement } | null {
  const element = elementOf(event)?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}], a[href][${OPENS_BOOKING}]`)
  if (!element) return null
  if (element.hasAttribute(OPENS_BOOKING)) return { kind: 'booking', element }
  const kind = overlayKindOf(element.getAttribute(ISLAND_ATTRIBUTE))
  return kind && { kind, element }
}

const bookingFormOf = (event: Event) => elementOf(event)?.closest<HTMLFormElement>(`form[${OPENS_BOOKING}]`) ?? null

function onIntent(event: Event) {
  if (bookingFormOf(event)) return preload('booking')
  const launcher = launcherOf(event)
  if (launcher) preload(launcher.kind)
}

// On window, in the bubble phase: after the page's own handlers have had their say (`defaultPrevented`).
function onClick(event: MouseEvent) {
  const launcher = launcherOf(event)
  if (!launcher) return
  const { kind, element } = launcher
  if (!opensHere(launchClick(event, element.getAttribute('target')))) return
  event.preventDefault()
  open(kind, element, element instanceof HTMLAnchorElement ? element.href : undefined)
}

function onSubmit(event: SubmitEvent) {
  const form = bookingFormOf(event)
  if (!form || event.defaultPrevented) return
  event.preventDefault()
  const from = event.submitter instanceof HTMLElement ? event.submitter : form
  open('booking', from, formTarget(form.action, new FormData(form)))
}

/** The hearts of a signed-in client: only then, and only on a page with places for them. */
function drawHearts() {
  if (!maybeSignedIn() || !document.querySelector(FAVOURITE_SLOT_SELECTOR)) return
  ready('hearts')
    .then((module) => module.hearts())
    .catch((error: unknown) => failed(error))
}

/** Leaving the page (or coming back to it from the back/forward cache, or Back within it) closes every dialog. */
function closeDialogs(event: Event) {
  if (event instanceof PageTransitionEvent && event.type === 'pageshow' && !event.persisted) return
  loaded?.closeAll()
}

/** Starts listening on the whole document (src/ui/behaviours/site.ts calls it once per page). */
export function startIslands() {
  window.addEventListener('click', onClick)
  window.addEventListener('submit', onSubmit)
  window.addEventListener('pointerover', onIntent, { passive: true })
  window.addEventListener('touchstart', onIntent, { passive: true })
  window.addEventListener('focusin', onIntent)
  window.addEventListener('pagehide', closeDialogs)
  window.addEventListener('pageshow', closeDialogs)
  window.addEventListener('popstate', closeDialogs)
  // After the page's first frame: the hearts are never urgent.
  window.requestAnimationFrame(drawHearts)
}
