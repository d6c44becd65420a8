/**
 * Beauty Pro, the outside salon system Parlour can book and sign in through (BEAUTY_PRO_* settings):
 * its API client and this process's connection, the booking provider and sign-in built on it, the
 * clients' grants, and the staff's link between the site's content and Beauty Pro's catalogue.
 */
export { beautyProConnection } from './api/connection'
export { beautyProProvider } from './booking/provider'
export { postLinkContent } from './booking/link-route'
export { beautyProSignIn } from './sign-in'
