/**
 * The page's word to our server (server/runtime-free.mjs, decision 0055) on whether it needs Next's
 * runtime, emitted as `<meta name="parlour-runtime">` through a page's metadata `other`.
 *
 * The public pages' layout says `none`: the server then sends them without Next's scripts and
 * flight data, and the plain behaviours script and the islands' loader do what little they do.
 * The pages that are React applications (the account, the booking page, the gift-voucher shop and
 * its print view) say `app` and keep the App Router as it is.
 */
export const RUNTIME_FREE = { 'parlour-runtime': 'none' } as const
export const RUNTIME_APP = { 'parlour-runtime': 'app' } as const
