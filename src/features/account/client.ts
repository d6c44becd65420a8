/**
 * What the browser loads of the account on public pages: the favourite hearts' buttons, fetched only
 * for a visitor the sign-in marker says may be signed in, on a page with heart slots (src/ui/islands).
 */
export const loadFavouriteButtons = () => import('./ui/favourite-buttons')
