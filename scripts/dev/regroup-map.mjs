/**
 * Where each part of the code went when it was regrouped into feature slices (issue 27, decision
 * 0030): old path → new path, as data for scripts/dev/regroup.mjs.
 *
 * An entry ending in `/` is a folder: every file under it moves, including files that a later
 * merge adds there. Any other entry is a module without its extension: `src/lib/env` moves
 * `env.ts` and `env.test.ts` (and `x.module.css` beside `x.tsx` when named so). Import
 * specifiers, `@/…` strings and `src/…` paths in comments follow the same map.
 *
 * `moveOnly` entries are route files: the logic moves into the feature, and a stub (below) takes
 * the route's place, so what imports the route keeps importing the route Next serves.
 */

/** @typedef {{ from: string, to: string, moveOnly?: boolean }} Move */
/** @typedef {{ name: string, moves: Move[] }} Group */

/** @param {string} from @param {string} to @param {{ moveOnly?: boolean }} [options] @returns {Move} */
const move = (from, to, options = {}) => ({ from, to, ...options })

/** Moves several modules of one folder into another folder, keeping their names. */
const each = (fromDir, names, toDir) => names.map((name) => move(`${fromDir}/${name}`, `${toDir}/${name}`))

/** @type {Group[]} */
export const groups = [
  {
    // Cross-cutting: imports no feature.
    name: 'platform',
    moves: [
      move('src/lib/env', 'src/platform/env'),
      move('src/lib/clock', 'src/platform/clock'),
      move('src/lib/http/', 'src/platform/http/'),
      move('src/lib/errors/', 'src/platform/errors/'),
      move('src/lib/format/', 'src/platform/format/'),
      move('src/lib/i18n/', 'src/platform/i18n/'),
      move('src/lib/seo/', 'src/platform/seo/'),
      ...each('src/lib/validation', ['plain-text', 'plain-text-schema'], 'src/platform/validation'),
      move('src/cms/access/', 'src/platform/access/'),
      move('src/cms/logging', 'src/platform/logging'),
      move('src/cms/db/', 'src/platform/db/'),
      move('src/lib/relation-id', 'src/platform/db/relation-id'),
      move('src/lib/cms/payload', 'src/platform/db/payload'),
      move('src/lib/cms/rate-limits', 'src/platform/db/rate-limits'),
      move('src/cms/collections/RateLimits/', 'src/platform/db/collections/RateLimits/'),
      move('src/lib/share', 'src/platform/cache/share'),
      ...each('src/lib/cms', ['expire-tags', 'revalidate-token', 'revalidate-once'], 'src/platform/cache'),
      move('src/cms/jobs/crons', 'src/platform/jobs/crons'),
      move('src/lib/cms/jobs', 'src/platform/jobs/start'),
    ],
  },
  {
    // Presentational components and the layout's runtime behaviours; owned by no one feature.
    name: 'ui',
    moves: [
      move('src/components/layout/', 'src/ui/layout/'),
      move('src/components/cards/', 'src/ui/cards/'),
      move('src/components/content/', 'src/ui/content/'),
      move('src/components/media/', 'src/ui/media/'),
      move('src/components/overlays/shared/', 'src/ui/overlays/'),
      move('src/lib/layout/', 'src/ui/behaviours/'),
    ],
  },
  {
    name: 'messaging',
    moves: [
      move('src/messaging/', 'src/features/messaging/'),
      move('src/cms/email/', 'src/features/messaging/payload/email/'),
      move('src/cms/collections/SmsMessages/', 'src/features/messaging/payload/collections/SmsMessages/'),
    ],
  },
  {
    name: 'sign-in',
    moves: [
      move('src/auth/', 'src/features/sign-in/'),
      move('src/cms/collections/AuthCodes/', 'src/features/sign-in/payload/collections/AuthCodes/'),
      move('src/cms/collections/Sessions/', 'src/features/sign-in/payload/collections/Sessions/'),
      move('src/components/auth/', 'src/features/sign-in/ui/'),
    ],
  },
  {
    name: 'callback',
    moves: [
      move('src/app/api/callback/route', 'src/features/callback/http', { moveOnly: true }),
      move('src/lib/cms/callback', 'src/features/callback/store'),
      move('src/lib/validation/callback', 'src/features/callback/validation'),
      move('src/lib/validation/callback-rules', 'src/features/callback/rules'),
      move('src/cms/jobs/forward-callback', 'src/features/callback/payload/forward-callback'),
      move('src/cms/collections/CallbackRequests/', 'src/features/callback/payload/collections/CallbackRequests/'),
      move('src/components/overlays/callback/', 'src/features/callback/ui/'),
    ],
  },
  {
    name: 'content',
    moves: [
      ...each(
        'src/lib/cms',
        [
          'cache-tags',
          'catalogue',
          'editorial',
          'editorial-map',
          'layout',
          'map',
          'pages',
          'people',
          'read',
          'rich-text',
          'services-route',
          'site-paths',
          'types',
        ],
        'src/features/content/data',
      ),
      move('src/lib/search/', 'src/features/content/search/'),
      move('src/lib/cms/search-index', 'src/features/content/search/search-index'),
      move('src/lib/redirects/', 'src/features/content/redirects/'),
      move('src/lib/cms/redirects', 'src/features/content/redirects/stored'),
      move('src/app/api/revalidate/route', 'src/features/content/http/revalidate', { moveOnly: true }),
      move('src/app/api/search-index/route', 'src/features/content/http/search-index', { moveOnly: true }),
      ...[
        'Articles',
        'Employees',
        'Media',
        'Pages',
        'Redirects',
        'Salons',
        'Services',
        'ServicesCategories',
        'Taxonomies',
        'Vacancies',
      ].map((name) => move(`src/cms/collections/${name}/`, `src/features/content/payload/collections/${name}/`)),
      ...each('src/cms/globals', ['Contacts', 'SiteSettings'], 'src/features/content/payload/globals'),
      move('src/cms/hooks/revalidate', 'src/features/content/payload/hooks/revalidate'),
      move('src/cms/fields/common', 'src/features/content/payload/fields/common'),
      move('src/cms/seed/', 'src/features/content/seed/'),
      move('src/components/overlays/search/', 'src/features/content/ui/search/'),
    ],
  },
]

/**
 * Route files left in place of the logic that moved out of them (`moveOnly` above): Next finds
 * the route here, the feature's index gives its handler. Written only where no file is.
 */
export const stubs = {
  'src/app/api/callback/route.ts': {
    group: 'callback',
    text: `import { CALLBACK_LIMITS, postCallback } from '@/features/callback'

/** POST /api/callback — a visitor asks to be called back (src/features/callback/http.ts). */
export const POST = postCallback

export { CALLBACK_LIMITS }
`,
  },
  'src/app/api/revalidate/route.ts': {
    group: 'content',
    text: `import { postRevalidate } from '@/features/content'

export const dynamic = 'force-dynamic'

/** POST /api/revalidate — expire cache tags after a write outside a request (src/features/content/http/revalidate.ts). */
export const POST = postRevalidate
`,
  },
  'src/app/api/search-index/route.ts': {
    group: 'content',
    text: `import { getSearchIndexRoute } from '@/features/content'

/** GET /api/search-index?locale=en|uk — the search overlay's index (src/features/content/http/search-index.ts). */
export const GET = getSearchIndexRoute
`,
  },
}

/**
 * Paths other branches were changing while the first move ran: in these files only import
 * specifiers are rewritten (no comments, no routing through a feature's index), so their merge
 * stays small. Empty this list once those branches are merged and run the script again.
 */
export const protect = []

/**
 * Parts of a feature that code outside it may import directly, besides its entries (index.ts,
 * contract.ts, client.ts): the Payload assembly (src/cms/payload.config.ts) reads each feature's
 * payload/, the command-line scripts read content's seed/.
 */
export const openParts = [
  { importer: 'src/cms/payload.config.ts', part: 'payload/' },
  { importer: 'scripts/', part: 'seed/' },
]

/** Never rewritten: generated files, history, and the cache map's own text. */
export const skip = [
  'src/cms/migrations/',
  'src/cms/payload-types.ts',
  'docs/decisions/',
  'bench/report.md',
  'bench/out/',
  'src/platform/cache/CACHING.md',
  'scripts/dev/regroup-map.mjs',
  'package-lock.json',
]
