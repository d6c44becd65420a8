/** What the browser's part of the site draws of content: the search button and its overlay. */
export { SearchButton } from './ui/search/search-button'
/** The search overlay's code, fetched when a visitor reaches for the search button (src/ui/islands). */
export const loadSearchOverlay = () => import('./ui/search/search-overlay')
