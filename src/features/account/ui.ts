/** The client's account (/account) and the favourite hearts on cards and stylist pages. */
export { AccountApp, type AccountMessages } from './ui/account-app'
export { FavouriteHeart } from './ui/favourite-heart'
