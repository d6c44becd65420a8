/** What the browser's part of the site draws of callbacks: the "call me back" button and its form. */
export { CallbackButton } from './ui/callback-button'
/** The popup's code, fetched when a visitor reaches for a callback button (src/ui/islands). */
export const loadCallbackPopup = () => import('./ui/callback-popup')
