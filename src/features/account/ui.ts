/**
 * The client's account (/account) and the favourite hearts on cards and stylist pages. The account
 * app comes through a loader (./ui/account-page.tsx): every page imports this file for the hearts.
 */
export { AccountApp } from './ui/account-page'
export type { AccountMessages } from './ui/account-text'
export { FavouriteHeart } from './ui/favourite-heart'
export { FavouriteHearts } from './ui/favourite-hearts'
