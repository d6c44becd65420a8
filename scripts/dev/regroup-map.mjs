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
  {
    // Staff accounts and their session: every staff-only feature builds on them.
    name: 'staff',
    moves: [
      move('src/cms/auth/', 'src/platform/staff/'),
      move('src/lib/cms/staff-auth-limits', 'src/platform/staff/auth-limits'),
      move('src/cms/collections/Users/', 'src/platform/staff/collections/Users/'),
      move('src/cms/admin/forgot-password/', 'src/platform/staff/forgot-password/'),
      move('src/cms/admin/staff-page', 'src/platform/staff/staff-page'),
      move('src/cms/admin/translations', 'src/platform/staff/translations'),
    ],
  },
  {
    name: 'booking',
    moves: [
      move('src/booking/domain/', 'src/features/booking/domain/'),
      move('src/booking/ports', 'src/features/booking/ports'),
      move('src/booking/use-cases/', 'src/features/booking/use-cases/'),
      move('src/booking/adapters/', 'src/features/booking/engine/'),
      move('src/booking/testing/', 'src/features/booking/testing/'),
      move('src/booking/routes', 'src/features/booking/http/writes'),
      move('src/booking/request-bodies', 'src/features/booking/http/request-bodies'),
      move('src/app/api/booking/_http/', 'src/features/booking/http/'),
      move('src/lib/booking/contract', 'src/features/booking/contract'),
      move('src/lib/booking/', 'src/features/booking/client/'),
      ...['Appointments', 'BookingRequests', 'BookingSlots', 'Clients', 'Reviews'].map((name) =>
        move(`src/cms/collections/${name}/`, `src/features/booking/payload/collections/${name}/`),
      ),
      move('src/cms/globals/BookingSettings', 'src/features/booking/payload/globals/BookingSettings'),
      move('src/cms/fields/booking', 'src/features/booking/payload/fields/booking'),
      move('src/components/booking/', 'src/features/booking/ui/'),
      move('src/components/account/', 'src/features/account/ui/'),
    ],
  },
  {
    name: 'front-desk',
    moves: [
      move('src/booking/use-cases/front-desk/', 'src/features/front-desk/use-cases/'),
      move('src/booking/use-cases/front-desk', 'src/features/front-desk/use-cases'),
      move('src/booking/domain/week-report', 'src/features/front-desk/domain/week-report'),
      move('src/booking/adapters/desk-store', 'src/features/front-desk/data/desk-store'),
      move('src/cms/admin/calendar/routes', 'src/features/front-desk/http/calendar'),
      move('src/cms/admin/calendar/data', 'src/features/front-desk/data/calendar'),
      move('src/cms/admin/calendar/', 'src/features/front-desk/ui/calendar/'),
      move('src/cms/admin/report/load', 'src/features/front-desk/data/report'),
      move('src/cms/admin/report/', 'src/features/front-desk/ui/report/'),
      move('src/cms/admin/schedule/load', 'src/features/front-desk/data/schedule'),
      ...each('src/cms/admin/schedule', ['day-board', 'list-query'], 'src/features/front-desk/domain'),
      move('src/cms/admin/schedule/', 'src/features/front-desk/ui/schedule/'),
      move('src/cms/collections/TimeBlocks/', 'src/features/front-desk/payload/collections/TimeBlocks/'),
    ],
  },
  {
    name: 'beauty-pro',
    moves: [
      move('src/lib/beautypro/', 'src/features/beauty-pro/api/'),
      move('src/booking/adapters/beautypro/', 'src/features/beauty-pro/booking/'),
      move('src/features/sign-in/adapters/beautypro-sign-in', 'src/features/beauty-pro/sign-in'),
      move('src/lib/cms/provider-grants', 'src/features/beauty-pro/grants'),
      move('src/cms/admin/booking-system/', 'src/features/beauty-pro/ui/'),
      move('src/cms/collections/ProviderGrants/', 'src/features/beauty-pro/payload/collections/ProviderGrants/'),
    ],
  },
  {
    name: 'wordpress',
    moves: [
      move('src/lib/wordpress/', 'src/features/wordpress/source/'),
      move('src/cms/wordpress/', 'src/features/wordpress/'),
      move('src/cms/collections/WordpressRuns/', 'src/features/wordpress/payload/collections/WordpressRuns/'),
    ],
  },
  {
    // File names in kebab-case (collection folders and globals keep Payload's PascalCase).
    name: 'kebab',
    moves: [
      move('src/features/beauty-pro/ui/BookingSystemView', 'src/features/beauty-pro/ui/booking-system-view'),
      move('src/features/beauty-pro/ui/LinkContent', 'src/features/beauty-pro/ui/link-content'),
      move('src/features/front-desk/ui/calendar/CalendarView', 'src/features/front-desk/ui/calendar/calendar-view'),
      move('src/features/front-desk/ui/calendar/Calendar', 'src/features/front-desk/ui/calendar/calendar'),
      move('src/features/front-desk/ui/calendar/Dialogs', 'src/features/front-desk/ui/calendar/dialogs/index'),
      move('src/features/front-desk/ui/calendar/Grid', 'src/features/front-desk/ui/calendar/grid'),
      move('src/features/front-desk/ui/report/ReportView', 'src/features/front-desk/ui/report/report-view'),
      move('src/features/front-desk/ui/schedule/StaffLinks', 'src/features/front-desk/ui/schedule/staff-links'),
      ...['ForgotPasswordForm', 'ForgotPasswordView'].map((name) =>
        move(
          `src/platform/staff/forgot-password/${name}`,
          `src/platform/staff/forgot-password/${name.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase())}`,
        ),
      ),
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

/** Never rewritten: generated files and history. */
export const skip = [
  'src/cms/migrations/',
  'src/cms/payload-types.ts',
  'docs/decisions/',
  'bench/report.md',
  'bench/out/',
  'scripts/dev/regroup-map.mjs',
  'package-lock.json',
]
