import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { uk } from '@payloadcms/translations/languages/uk'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { bookingRemindersTask, bookingSmsTask } from '@/booking/adapters/notifications'
import { getEnv, type Env } from '@/platform/env'

import { adminRequest } from '@/platform/access'
import { CALENDAR_PATH } from './admin/calendar/paths'
import { SCHEDULE_PATH } from './admin/schedule/paths'
import { staffTranslations } from './admin/translations'
import { Appointments } from './collections/Appointments'
import { Articles } from '@/features/content/payload/collections/Articles'
import { AuthCodes } from '@/features/sign-in/payload/collections/AuthCodes'
import { BookingRequests } from './collections/BookingRequests'
import { BookingSlots } from './collections/BookingSlots'
import { CallbackRequests } from '@/features/callback/payload/collections/CallbackRequests'
import { Clients } from './collections/Clients'
import { Employees } from '@/features/content/payload/collections/Employees'
import { Media } from '@/features/content/payload/collections/Media'
import { Pages } from '@/features/content/payload/collections/Pages'
import { RateLimits } from '@/platform/db/collections/RateLimits'
import { Redirects } from '@/features/content/payload/collections/Redirects'
import { Reviews } from './collections/Reviews'
import { Salons } from '@/features/content/payload/collections/Salons'
import { Services } from '@/features/content/payload/collections/Services'
import { Sessions } from '@/features/sign-in/payload/collections/Sessions'
import { ProviderGrants } from './collections/ProviderGrants'
import { TimeBlocks } from './collections/TimeBlocks'
import { SmsMessages } from '@/features/messaging/payload/collections/SmsMessages'
import { ServicesCategories } from '@/features/content/payload/collections/ServicesCategories'
import {
  ArticlesCategories,
  EmployeesCategories,
  Positions,
  SalonsCategories,
  Skills,
  SkillsCategories,
} from '@/features/content/payload/collections/Taxonomies'
import { Users } from './collections/Users'
import { WordpressRuns } from './collections/WordpressRuns'
import { Vacancies } from '@/features/content/payload/collections/Vacancies'
import { badInputAfterError, busyAfterError } from '@/platform/db/errors'
import { withReadFaults } from '@/platform/db/faults'
import { withSqliteWriteQueue } from '@/platform/db/sqlite-write-lock'
import { outboxEmailAdapter } from '@/features/messaging/payload/email/outbox'
import { smtpEmailAdapter } from '@/features/messaging/payload/email/smtp'
import { BookingSettings } from './globals/BookingSettings'
import { jobCrons } from '@/platform/jobs/crons'
import { payloadLogger, payloadLoggingLevels } from '@/platform/logging'
import { missingPreferenceAfterError } from './rest/guard'
import { forwardCallbackTask } from '@/features/callback/payload/forward-callback'
import { wordpressSyncTask } from './wordpress/sync'
import { Contacts } from '@/features/content/payload/globals/Contacts'
import { SiteSettings } from '@/features/content/payload/globals/SiteSettings'

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
  // Cookies are honoured only from the site's own origin (no cross-site use of a staff session).
  csrf: [env.siteUrl],
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
      // Staff views (src/cms/admin): appointments by day and stylist, linked from the menu and dashboard.
      views: {
        calendar: {
          Component: '/cms/admin/calendar/CalendarView#CalendarView',
          path: CALENDAR_PATH,
          exact: true,
          meta: { title: 'Calendar' },
        },
        // The day schedule became the calendar: its old address opens the calendar.
        schedule: {
          Component: '/cms/admin/calendar/CalendarView#ScheduleRedirect',
          path: SCHEDULE_PATH,
          exact: true,
          meta: { title: 'Calendar' },
        },
        report: {
          Component: '/cms/admin/report/ReportView#ReportView',
          path: '/report',
          exact: true,
          meta: { title: 'Weekly report' },
        },
        // Payload's "Forgot password?" page, whose form shows a refusal (the reset throttle's 429) instead of "Email Sent".
        forgot: { Component: '/cms/admin/forgot-password/ForgotPasswordView#ForgotPasswordView' },
        bookingSystem: {
          Component: '/cms/admin/booking-system/BookingSystemView#BookingSystemView',
          path: '/booking-system',
          exact: true,
          meta: { title: 'Booking system' },
        },
      },
      afterNavLinks: ['/cms/admin/schedule/StaffLinks#ScheduleNavLink'],
      beforeDashboard: ['/cms/admin/schedule/StaffLinks#StaffDashboardLinks'],
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
  collections: [
    Services,
    ServicesCategories,
    Salons,
    SalonsCategories,
    Employees,
    EmployeesCategories,
    Skills,
    SkillsCategories,
    Positions,
    Articles,
    ArticlesCategories,
    Vacancies,
    Pages,
    Media,
    Redirects,
    CallbackRequests,
    Appointments,
    Clients,
    Reviews,
    SmsMessages,
    BookingSlots,
    TimeBlocks,
    BookingRequests,
    AuthCodes,
    Sessions,
    ProviderGrants,
    RateLimits,
    Users,
    WordpressRuns,
  ],
  globals: [Contacts, SiteSettings, BookingSettings],
  jobs: {
    tasks: [forwardCallbackTask, bookingSmsTask, bookingRemindersTask, wordpressSyncTask],
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
  db: withReadFaults(database(env)),
  sharp,
  graphQL: { disable: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  defaultDepth: 1,
  maxDepth: 4,
})
