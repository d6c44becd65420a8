/**
 * The islands of public pages and how the page's markup names them (docs/plans/runtime-free-pages.md §5,
 * the shared contract). Pure data, shared by the loader (every page) and the islands (on demand).
 */

/** A dialog a launcher opens: `data-island="search|callback|menu"` buttons and the Book links. */
export type OverlayKind = 'booking' | 'search' | 'callback' | 'menu'
export type IslandKind = OverlayKind | 'hearts'

export const OVERLAY_KINDS: readonly OverlayKind[] = ['booking', 'search', 'callback', 'menu']

/** Server-drawn buttons that open an island: `<button data-island="search">`. */
export const ISLAND_ATTRIBUTE = 'data-island'
/** Book links (`<a href="/book/?…">`) and booking forms (a GET form to /book/) that open the widget. */
export const OPENS_BOOKING = 'data-opens-dialog'
/** A favourite heart's place on a card or a stylist's page (features/account/ui/favourite-heart.tsx). */
export const FAVOURITE_SLOT_SELECTOR = '[data-favourite]'
/** The salon's phone, for when online booking cannot be used: an attribute of `<html>`. */
export const PHONE_ATTRIBUTE = 'data-salon-phone'

export function isOverlayKind(value: unknown): value is OverlayKind {
  return typeof value === 'string' && (OVERLAY_KINDS as readonly string[]).includes(value)
}
