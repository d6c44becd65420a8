import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { uk } from '@payloadcms/translations/languages/uk'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { backupPlugin } from '@/features/backup/payload/plugin'
import { beautyProPlugin } from '@/features/beauty-pro/payload/plugin'
import { bookingPlugin } from '@/features/booking/payload/plugin'
import { callbackPlugin } from '@/features/callback/payload/plugin'
import { contentPlugin } from '@/features/content/payload/plugin'
import { liveDiaryPlugin } from '@/features/front-desk/payload/live'
import { frontDeskPlugin } from '@/features/front-desk/payload/plugin'
import { importPlugin } from '@/features/import/payload/plugin'
import { outboxEmailAdapter } from '@/features/messaging/payload/email/outbox'
import { smtpEmailAdapter } from '@/features/messaging/payload/email/smtp'
import { messagingPlugin } from '@/features/messaging/payload/plugin'
import { paymentsPlugin } from '@/features/payments/payload/plugin'
import { vouchersPlugin } from '@/features/vouchers/payload/plugin'
import { tillPlugin } from '@/features/till/payload/plugin'
import { signInPlugin } from '@/features/sign-in/payload/plugin'
import { wordpressPlugin } from '@/features/wordpress/payload/plugin'
import { waitlistPlugin } from '@/features/waitlist/payload/plugin'
import { exportPlugin } from '@/features/export/payload/plugin'
import { privacyPlugin } from '@/features/privacy/payload/plugin'
import { adminRequest } from '@/platform/access'
import { RateLimits } from '@/platform/db/collections/RateLimits'
import { badInputAfterError, busyAfterError } from '@/platform/db/errors'
import { withAfterCommit } from '@/platform/db/after-commit'
import { withReadFaults } from '@/platform/db/faults'
import { withSqliteWriteQueue } from '@/platform/db/sqlite-write-lock'
import { getEnv, type Env } from '@/platform/env'
import { jobCrons } from '@/platform/jobs/crons'
import { payloadLogger, payloadLoggingLevels } from '@/platform/logging'
import { Users } from '@/platform/staff/collections/Users'
import { staffOrigins } from '@/platform/staff/origins'
import { stylistMenuPlugin } from '@/platform/staff/stylist-menu'

import { staffTranslations } from '@/platform/staff/translations'
import { missingPreferenceAfterError } from './rest/guard'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export const LOCALES = ['en', 'uk'] as const

function database(env: Env): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      // At most DATABASE_POOL_MAX connections per instance (default 10). The API's requests are
      // admitted before they reach the pool (src/platform/http/admission.ts), so a burst waits in that
      // bounded queue or is told 503, instead of timing out here.
      pool: { connectionString: env.databaseUrl, max: env.databasePoolMax, connectionTimeoutMillis: 5000 },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
    })
  }
  return withSqliteWriteQueue(
    sqliteAdapter({
      client: { url: env.databaseUrl },
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      push: false,
      wal: true,
      busyTimeout: 5000,
      // Transactions are off in the SQLite adapter unless this is set.
      transactionOptions: { behavior: 'immediate' },
    }),
  )
}

const env = getEnv()

export default buildConfig({
  secret: env.payloadSecret,
  // Cookies are honoured only from the site's own origins (no cross-site use of a staff session):
  // SITE_URL and this server's loopback addresses (src/platform/staff/origins.ts).
  csrf: staffOrigins(env.siteUrl, process.env.PORT),
  telemetry: false,
  // Refusals logged as information, without stacks; no query parameters in any log (./logging.ts).
  logger: payloadLogger,
  loggingLevels: payloadLoggingLevels,
  // A value of the wrong type that reached the database is the caller's mistake: 400, not 500; a
  // database too busy to take the work is a 503 with Retry-After.
  hooks: { afterError: [badInputAfterError, busyAfterError, missingPreferenceAfterError] },
  admin: {
    user: Users.slug,
    // The default avatar is a gravatar: that would call the internet.
    avatar: 'default',
    meta: { titleSuffix: ' · Parlour admin' },
    importMap: { baseDir: path.resolve(dirname, '..') },
    components: {
      // The staff's own views come with their features' plugins (below); this one is the staff accounts'.
      views: {
        // Payload's "Forgot password?" page, whose form shows a refusal (the reset throttle's 429) instead of "Email Sent".
        forgot: { Component: '/platform/staff/forgot-password/forgot-password-view#ForgotPasswordView' },
      },
    },
  },
  i18n: { supportedLanguages: { en, uk }, fallbackLanguage: 'en', translations: staffTranslations },
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'uk', label: 'Українська' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  // Each feature brings its collections, globals, job tasks and admin views (src/features/*/payload/plugin.ts).
  plugins: [
    contentPlugin(),
    callbackPlugin(),
    bookingPlugin(),
    messagingPlugin(),
    frontDeskPlugin(),
    paymentsPlugin(),
    vouchersPlugin(),
    tillPlugin(),
    importPlugin(),
    signInPlugin(),
    beautyProPlugin(),
    wordpressPlugin(),
    exportPlugin(),
    privacyPlugin(),
    backupPlugin(),
    waitlistPlugin(),
    // Near the end: it watches collections of the features above to tell the front desk's screens (decision 0044).
    liveDiaryPlugin(),
    // Last: a stylist's own account sees none of the collections above in its menu (decision 0047).
    stylistMenuPlugin(),
  ],
  collections: [RateLimits, Users],
  jobs: {
    // Crons start only in a process that asks for them: the Next server does at start-up
    // (src/instrumentation.ts); scripts and tests run jobs explicitly with payload.jobs.run().
    // An instance told to leave the queue to another (JOBS=off) starts no crons: it neither runs
    // jobs nor schedules the reminders job (src/platform/jobs/crons.ts).
    autoRun: () => jobCrons(getEnv()),
    shouldAutoRun: () => process.env.NEXT_PHASE !== 'phase-production-build',
    access: {
      run: adminRequest,
      queue: () => false,
      cancel: adminRequest,
    },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, hidden: false, group: 'System' },
    }),
  },
  editor: lexicalEditor(),
  email: env.smtpUrl
    ? smtpEmailAdapter(env.smtpUrl, env.emailFrom)
    : outboxEmailAdapter(env.emailOutboxFile, env.emailFrom),
  // Integration tests may make reads fail as a busy database does (./db/faults.ts); not in the app.
  // Commits run what waited for them: telling the calendars what changed (./db/after-commit.ts).
  db: withAfterCommit(withReadFaults(database(env))),
  sharp,
  graphQL: { disable: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  defaultDepth: 1,
  maxDepth: 4,
})
