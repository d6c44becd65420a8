/**
 * What loads anywhere of content — the browser, the proxy, pure tools (no Payload, no React, no
 * server-only code): the app types content hands to pages and components, and the proxy's lookup
 * of the stored redirects.
 */
export type * from './data/types'
export { redirectFor } from './redirects/table'
