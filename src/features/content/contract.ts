/**
 * What loads anywhere of content — the browser, the proxy, pure tools (no Payload, no React, no
 * server-only code): the app types content hands to pages and components, and the proxy's lookup
 * of the stored redirects.
 */
export type * from './data/types'
export { redirectFor } from './redirects/table'
/** Pure mappers of Payload documents that booking's catalogue shares with content. */
export { idOf, toImage } from './data/map'
export { normaliseFrom } from './redirects/paths'
/** The cache tags, for what else caches content or expires it (booking's catalogue and reviews). */
export { tags } from './data/cache-tags'
