import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { onConfigurationReset } from './configuration-reset'

/**
 * The one place that reads configuration. Everything else imports `getEnv()`.
 *
 * Bad configuration stops start-up with `ConfigError`, whose message is one line naming the
 * variable and what is wrong with it.
 */

export const DATA_DIR = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'data')
/** Where `npm start` keeps the secret it generated for the demo (no operator secret given). */
export const GENERATED_SECRET_FILE = path.join(DATA_DIR, '.payload-secret')
export const DEFAULT_DATABASE_URL = 'file:./data/parlour.db'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const databaseUrl = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .superRefine((value, ctx) => {
    if (value.startsWith('file:')) {
      if (value.length <= 'file:'.length) ctx.addIssue({ code: 'custom', message: 'needs a path after "file:"' })
      return
    }
    if (/^postgres(ql)?:\/\//.test(value)) {
      let url: URL
      try {
        url = new URL(value)
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not a valid postgres:// address' })
        return
      }
      if (!url.hostname) ctx.addIssue({ code: 'custom', message: 'has no host' })
      if (url.pathname.length <= 1)
        ctx.addIssue({ code: 'custom', message: 'names no database (postgres://user:pass@host:port/DATABASE)' })
      return
    }
    ctx.addIssue({
      code: 'custom',
      message: 'must start with "file:" (SQLite) or "postgres://" / "postgresql://" (PostgreSQL)',
    })
  })

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional())

/** A Beauty Pro credential: one token of printable characters. */
const credential = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,200}$/, 'must be one word of printable characters (no spaces), as Beauty Pro issued it')

/** A Stripe API key of the salon's own account: secret (`sk_…`) or restricted (`rk_…`), test or live. */
const stripeKey = z
  .string()
  .trim()
  .regex(
    /^(sk|rk)_(test|live)_[0-9A-Za-z]{10,247}$/,
    'must be the secret or restricted key of your Stripe account (sk_live_… or rk_live_…; sk_test_… to try it out)',
  )

/** A whole number from `min` to `max` of `unit`, given as text. */
const wholeNumber = (min: number, max: number, unit: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, `must be a whole number of ${unit} (${min} to ${max})`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be ${min} to ${max} ${unit}`)

/** Beauty Pro's API root; every token answer names a `server` whose host the calls then go to. */
export const BEAUTY_PRO_DEFAULT_API_URL = 'https://api.aihelps.com/v1'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: databaseUrl.default(DEFAULT_DATABASE_URL),
  DATABASE_POOL_MAX: wholeNumber(2, 500, 'connections').default(10),
  PAYLOAD_SECRET: z
    .string({
      error: 'is missing: set it to a random string of at least 32 characters, or run `npm start` to generate one',
    })
    .min(32, 'is too short: use at least 32 random characters (e.g. `openssl rand -hex 32`)'),
  DEMO_CONTENT: z.enum(['auto', 'on', 'off'], { error: 'must be one of auto, on, off' }).default('auto'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(3000),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) address such as https://parlour.example' })
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  MEDIA_DIR: z.string().trim().min(1).optional(),
  EMAIL_OUTBOX_FILE: z.string().trim().min(1).optional(),
  SMTP_URL: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const message = 'must be smtp://user:password@host:port or smtps://user:password@host:port'
      let url: URL
      try {
        url = new URL(value)
      } catch {
        ctx.addIssue({ code: 'custom', message })
        return
      }
      if (!/^smtps?:$/.test(url.protocol) || !url.hostname || (url.pathname && url.pathname !== '/'))
        ctx.addIssue({ code: 'custom', message })
    })
    .optional(),
  EMAIL_FROM: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const from = parseFromAddress(value)
      if (!from)
        ctx.addIssue({ code: 'custom', message: 'must be an address such as "Parlour <no-reply@parlour.example>"' })
      return from ?? z.NEVER
    })
    .optional(),
  CALLBACK_WEBHOOK_URL: optionalUrl.optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(true|false|\d{1,2})$/, 'must be true, false or the number of proxies in front of the site')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
    .default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_OUTBOX_FILE: z.string().trim().min(1).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http'], { error: 'must be outbox or http' }).default('outbox'),
  SMS_GATEWAY_URL: optionalUrl.optional(),
  SMS_GATEWAY_TOKEN: z.string().trim().optional(),
  JOBS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  BOOKING_PROVIDER: z
    .enum(['parlour', 'beautypro'], { error: 'must be parlour (our own engine) or beautypro' })
    .default('parlour'),
  BEAUTY_PRO_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address such as https://api.aihelps.com/v1' })
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  BEAUTY_PRO_APPLICATION_ID: credential.optional(),
  BEAUTY_PRO_APPLICATION_SECRET: credential.optional(),
  BEAUTY_PRO_DATABASE_CODE: credential.optional(),
  STRIPE_SECRET_KEY: stripeKey.optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[0-9A-Za-z]{10,200}$/, 'must be the signing secret of the webhook endpoint (whsec_…)')
    .optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address (only for a test double of Stripe)' })
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  WORDPRESS_URL: z
    .url({ protocol: /^https?$/, error: 'must be the old site’s http(s) address, e.g. https://old.example.com' })
    .optional(),
  WORDPRESS_SYNC_MINUTES: wholeNumber(5, 1440, 'minutes').default(15),
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_KEEP: wholeNumber(1, 1000, 'backups').default(14),
})

/** `Name <address>` or a bare address; null when it is neither. */
function parseFromAddress(value: string): EmailFrom | null {
  const match = /^(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value)
  const address = match?.[2] ?? match?.[3]
  if (!address || !z.email().safeParse(address).success) return null
  return { name: match?.[1]?.trim() || 'Parlour', address }
}

export interface EmailFrom {
  name: string
  address: string
}

export const DEFAULT_EMAIL_FROM: EmailFrom = { name: 'Parlour', address: 'no-reply@parlour.example' }

export type DatabaseKind = 'sqlite' | 'postgres'

export interface Env {
  nodeEnv: 'development' | 'production' | 'test'
  databaseUrl: string
  databaseKind: DatabaseKind
  /**
   * PostgreSQL: the most connections this instance opens (DATABASE_POOL_MAX, default 10). Across
   * instances, plus scripts and the admin's psql, they must stay under the server's max_connections.
   */
  databasePoolMax: number
  payloadSecret: string
  /** True when the secret is the one `npm start` generated, i.e. no operator configured one. */
  secretIsGenerated: boolean
  /** Whether demo content and the demo admin may be seeded. */
  demoContent: boolean
  siteUrl: string
  mediaDir: string
  /** Staff emails (password resets) are appended here as JSON lines when no SMTP server is set. */
  emailOutboxFile: string
  /** SMTP_URL: staff emails go to this server instead of the outbox file. */
  smtpUrl: string | undefined
  /** Who staff emails are from (EMAIL_FROM; required with SMTP_URL). */
  emailFrom: EmailFrom
  callbackWebhookUrl: string | undefined
  /**
   * How many reverse proxies in front of the site append to `X-Forwarded-For` (TRUST_PROXY: `true`
   * = 1, `false` = 0). 0: the header is not trusted (see src/platform/http/client-ip.ts).
   */
  trustProxyHops: number
  logLevel: z.infer<typeof schema>['LOG_LEVEL']
  /** Every SMS is also appended here as a JSON line `{"to","body","createdAt"}` (the outbox tests read). */
  smsOutboxFile: string
  /** `outbox` (default: nothing leaves the machine) or `http` (an SMS gateway at `smsGatewayUrl`). */
  smsProvider: 'outbox' | 'http'
  smsGatewayUrl: string | undefined
  smsGatewayToken: string | undefined
  /**
   * Whether this instance runs the background job queue (texts, reminders, the callback webhook).
   * With several instances on one PostgreSQL database, set JOBS=off on all but one.
   */
  runJobs: boolean
  /** Who books: Parlour's own engine (default) or the Beauty Pro API (`beautyPro` then set). */
  bookingProvider: 'parlour' | 'beautypro'
  beautyPro: BeautyProSettings | null
  /** The salon's own Stripe account (prepayments, cards, fees); null when STRIPE_SECRET_KEY is unset. */
  stripe: StripeSettings | null
  /** The old WordPress site kept in sync while a salon moves (src/features/wordpress/sync.ts); null when unset. */
  wordpress: { url: string; syncMinutes: number } | null
  /**
   * `npm run backup` and the daily backup job (src/features/backup): where backups go (BACKUP_DIR,
   * default data/backups), how many are kept (BACKUP_KEEP, default 14), and whether the job queue
   * makes one a day (only when BACKUP_DIR is set).
   */
  backup: { dir: string; keep: number; daily: boolean }
}

export interface StripeSettings {
  secretKey: string
  webhookSecret: string
  /** STRIPE_API_URL: every call goes to this root instead of Stripe's (a test double); null for Stripe. */
  apiUrl: string | null
}

export interface BeautyProSettings {
  apiUrl: string
  /** BEAUTY_PRO_API_URL was given: every call goes there, whatever `server` a token answer names. */
  apiUrlFixed: boolean
  applicationId: string
  applicationSecret: string
  databaseCode: string
}

type Source = Record<string, string | undefined>

function readGeneratedSecret(): string | undefined {
  if (!existsSync(GENERATED_SECRET_FILE)) return undefined
  const value = readFileSync(GENERATED_SECRET_FILE, 'utf8').trim()
  return value || undefined
}

/**
 * Parses a set of variables. Pure apart from reading the generated demo secret when no
 * `PAYLOAD_SECRET` is given (pass `generatedSecret` to avoid touching the disk, as tests do).
 */
export function parseEnv(source: Source, options: { generatedSecret?: string | null } = {}): Env {
  const cleaned: Source = {}
  for (const [key, value] of Object.entries(source)) cleaned[key] = value === '' ? undefined : value

  let secretIsGenerated = false
  if (!cleaned.PAYLOAD_SECRET) {
    const generated =
      options.generatedSecret === undefined ? readGeneratedSecret() : (options.generatedSecret ?? undefined)
    if (generated) {
      cleaned.PAYLOAD_SECRET = generated
      secretIsGenerated = true
    }
  }

  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const name = issue.path.join('.') || 'configuration'
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`)
  }
  const v = result.data
  const demoContent = v.DEMO_CONTENT === 'on' || (v.DEMO_CONTENT === 'auto' && secretIsGenerated)
  if (v.SMS_PROVIDER === 'http' && !v.SMS_GATEWAY_URL)
    throw new ConfigError('Invalid configuration: SMS_GATEWAY_URL is required when SMS_PROVIDER is http')
  if (v.SMTP_URL && !v.EMAIL_FROM)
    throw new ConfigError(
      'Invalid configuration: EMAIL_FROM is required when SMTP_URL is set (e.g. "Parlour <no-reply@your-salon.co.uk>")',
    )
  let beautyPro: BeautyProSettings | null = null
  if (v.BOOKING_PROVIDER === 'beautypro') {
    for (const name of [
      'BEAUTY_PRO_APPLICATION_ID',
      'BEAUTY_PRO_APPLICATION_SECRET',
      'BEAUTY_PRO_DATABASE_CODE',
    ] as const)
      if (!v[name])
        throw new ConfigError(`Invalid configuration: ${name} is required when BOOKING_PROVIDER is beautypro`)
    beautyPro = {
      apiUrl: v.BEAUTY_PRO_API_URL ?? BEAUTY_PRO_DEFAULT_API_URL,
      apiUrlFixed: Boolean(v.BEAUTY_PRO_API_URL),
      applicationId: v.BEAUTY_PRO_APPLICATION_ID!,
      applicationSecret: v.BEAUTY_PRO_APPLICATION_SECRET!,
      databaseCode: v.BEAUTY_PRO_DATABASE_CODE!,
    }
  }
  if (v.STRIPE_SECRET_KEY && !v.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (the signing secret of /api/payments/stripe/webhook)',
    )
  if (!v.STRIPE_SECRET_KEY && (v.STRIPE_WEBHOOK_SECRET || v.STRIPE_API_URL))
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET or STRIPE_API_URL is set',
    )
  return {
    nodeEnv: v.NODE_ENV,
    databaseUrl: v.DATABASE_URL,
    databaseKind: v.DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgres',
    databasePoolMax: v.DATABASE_POOL_MAX,
    payloadSecret: v.PAYLOAD_SECRET,
    secretIsGenerated,
    demoContent,
    siteUrl: v.SITE_URL ?? `http://localhost:${v.PORT}`,
    mediaDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), v.MEDIA_DIR ?? 'data/media'),
    emailOutboxFile: path.resolve(
      /*turbopackIgnore: true*/ process.cwd(),
      v.EMAIL_OUTBOX_FILE ?? 'data/email-outbox.jsonl',
    ),
    smtpUrl: v.SMTP_URL,
    emailFrom: v.EMAIL_FROM ?? DEFAULT_EMAIL_FROM,
    callbackWebhookUrl: v.CALLBACK_WEBHOOK_URL,
    trustProxyHops: v.TRUST_PROXY,
    logLevel: v.LOG_LEVEL,
    smsOutboxFile: path.resolve(/*turbopackIgnore: true*/ process.cwd(), v.SMS_OUTBOX_FILE ?? 'data/sms-outbox.jsonl'),
    smsProvider: v.SMS_PROVIDER,
    smsGatewayUrl: v.SMS_GATEWAY_URL,
    smsGatewayToken: v.SMS_GATEWAY_TOKEN || undefined,
    runJobs: v.JOBS === 'on',
    bookingProvider: v.BOOKING_PROVIDER,
    beautyPro,
    stripe: v.STRIPE_SECRET_KEY
      ? { secretKey: v.STRIPE_SECRET_KEY, webhookSecret: v.STRIPE_WEBHOOK_SECRET!, apiUrl: v.STRIPE_API_URL ?? null }
      : null,
    wordpress: v.WORDPRESS_URL ? { url: v.WORDPRESS_URL, syncMinutes: v.WORDPRESS_SYNC_MINUTES } : null,
    backup: {
      dir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), v.BACKUP_DIR ?? 'data/backups'),
      keep: v.BACKUP_KEEP,
      daily: Boolean(v.BACKUP_DIR),
    },
  }
}

let cached: Env | undefined
onConfigurationReset(() => (cached = undefined))

/** The process's configuration, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
