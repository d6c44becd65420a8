/**
 * Sign-in by phone (DESIGN.md §5, docs/decisions/0013): a six-digit code by SMS, then an opaque
 * session token in an HttpOnly cookie. Pure of frameworks: the store, limiter, SMS sender and clock
 * come in as ports (Payload adapters in ./adapters).
 */
import { z } from 'zod'

import type { Clock } from '@/platform/clock'
import type { Locale } from '@/platform/i18n/locales'
import { plainText } from '@/platform/validation/plain-text-schema'
import type { MarketingConsent } from '@/features/booking/contract'
import type { SmsSender } from '@/features/messaging'

import { normalisePhone } from './phone'
import { generateCode, generateToken, keyedHash, sameHash } from './secrets'
import { codeSmsText, signInTexts, wrongCodeText } from './texts'

export const CODE_TTL_MINUTES = 10
export const MAX_CODE_CHECKS = 5
export const SESSION_DAYS = 30

/** Send limits (docs/decisions/0013): generous for a family on one network, tight against SMS pumping. */
export const SEND_LIMITS = {
  perPhoneShort: { limit: 3, windowSeconds: 10 * 60 },
  perPhoneDay: { limit: 10, windowSeconds: 24 * 3600 },
  perIp: { limit: 20, windowSeconds: 3600 },
  everyone: { limit: 500, windowSeconds: 3600 },
} as const
export const VERIFY_LIMIT_PER_IP = { limit: 100, windowSeconds: 3600 } as const

export interface StoredCode {
  id: string | number
  authId: string
  phone: string
  codeHash: string
  expiresAt: Date
  usedAt: Date | null
  /** The outside system's id of this sign-in, when it texted the code. */
  outsideAuthId?: string | null
}

export interface AuthClient {
  id: string | number
  phone: string
  firstName: string
  lastName: string
  sex: 'female' | 'male'
  email: string
  /** Offers by text and by email: agreed (true) or not; a new client has agreed to neither. */
  marketing: MarketingConsent
  /** When either choice last changed, or null. */
  marketingChangedAt: Date | null
}

/** A new client's details (their marketing consent starts as none). */
export type NewClient = Omit<AuthClient, 'id' | 'marketing' | 'marketingChangedAt'>

/** What the client may change of their own details; a channel of `marketing` not sent stays. */
export type ClientPatch = Partial<Pick<AuthClient, 'firstName' | 'lastName' | 'email'>> & {
  marketing?: Partial<MarketingConsent>
}

export interface StoredSession {
  id: string | number
  family: string
  clientId: string | number
  expiresAt: Date
  rotatedAt: Date | null
  revokedAt: Date | null
}

export interface AuthStore {
  createCode(code: Omit<StoredCode, 'id' | 'usedAt'>): Promise<void>
  findCode(authId: string): Promise<StoredCode | null>
  updateCode(id: StoredCode['id'], patch: { attempts?: number; usedAt?: Date; verifiedAt?: Date }): Promise<void>
  findClientByPhone(phone: string): Promise<AuthClient | null>
  findClient(id: AuthClient['id']): Promise<AuthClient | null>
  createClient(client: NewClient): Promise<AuthClient>
  /** Changes some of a client's details (one write: a transaction of its own). */
  updateClient(id: AuthClient['id'], patch: ClientPatch): Promise<AuthClient>
  createSession(session: {
    tokenHash: string
    family: string
    clientId: AuthClient['id']
    expiresAt: Date
  }): Promise<void>
  findSession(tokenHash: string): Promise<StoredSession | null>
  markRotated(id: StoredSession['id'], at: Date): Promise<void>
  revokeFamily(family: string, at: Date): Promise<void>
}

export interface Limiter {
  /** Counts one event against `key`; atomic across processes (the database). */
  consume(
    key: string,
    rule: { limit: number; windowSeconds: number },
    now: Date,
  ): Promise<{ allowed: boolean; remaining: number; retryAfterSeconds: number }>
}

/** What the outside booking system answers to a code (BOOKING_PROVIDER=beautypro). */
export type OutsideCheck =
  | {
      kind: 'client'
      /** The client's details there (for a client new to Parlour). */
      profile: Omit<NewClient, 'phone'>
      /** Keeps the client's outside tokens and id for Parlour's client, server-side. */
      keep(clientId: AuthClient['id']): Promise<void>
    }
  | { kind: 'unknown' | 'wrong' | 'ended' }

/**
 * Sign-in through an outside booking system that texts its own codes (Beauty Pro's client SMS
 * sign-in). Parlour's limits still apply first; the session is Parlour's.
 */
export interface OutsideSignIn {
  /** Digits in the outside system's codes. */
  codeLength: number
  send(phone: string): Promise<{ ok: true; authId: string } | { ok: false; retryAfterSeconds: number }>
  check(input: { authId: string; code: string; registration?: Registration }): Promise<OutsideCheck>
  /** Forgets a client's outside tokens (at sign-out). */
  forget(clientId: AuthClient['id']): Promise<void>
}

export interface AuthDeps {
  store: AuthStore
  limiter: Limiter
  sms: SmsSender
  clock: Clock
  keys: { code: Buffer; session: Buffer }
  /** Set when the booking system texts the codes and knows the clients. */
  outside?: OutsideSignIn
}

/** Digits of a sign-in code: Parlour's, or the outside system's. */
export const codeLengthOf = (deps: Pick<AuthDeps, 'outside'>) => deps.outside?.codeLength ?? 6

export type Failure =
  | { ok: false; status: 400; message: string; fields?: Record<string, string> }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }
  | { ok: false; status: 503; message: string }

export interface IssuedSession {
  token: string
  expiresAt: Date
  client: AuthClient
}

/** The sign-in text, in the language of the page the client asked from (English by default). */
export function codeMessage(code: string, locale?: Locale): string {
  return codeSmsText(locale, code, CODE_TTL_MINUTES)
}

/**
 * Step 1: send a code. The answer is the same whether or not the phone belongs to a client. The
 * text and the refusals are in `locale`, the language of the page the client is on.
 */
export async function requestCode(
  deps: AuthDeps,
  input: { phone: unknown; ip: string; locale?: Locale },
): Promise<{ ok: true; authId: string; codeLength: number } | Failure> {
  const phone = normalisePhone(input.phone)
  if (!phone.ok) return { ok: false, status: 400, message: phone.message, fields: { phone: phone.message } }
  const now = deps.clock.now()
  const limited = await sendLimited(deps, phone.e164, input.ip, now, input.locale)
  if (limited) return limited
  const authId = generateToken(18)
  if (deps.outside) return sendOutside(deps, deps.outside, authId, phone.e164, now, input.locale)
  const code = generateCode()
  await deps.store.createCode({
    authId,
    phone: phone.e164,
    codeHash: keyedHash(deps.keys.code, authId, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
  })
  try {
    await deps.sms.send({ to: phone.e164, body: codeMessage(code, input.locale), kind: 'code', secret: code })
  } catch {
    return sendFailed(input.locale)
  }
  return { ok: true, authId, codeLength: 6 }
}

/** The 503 when the text could not be sent. */
export const sendFailed = (locale?: Locale): Failure => ({
  ok: false,
  status: 503,
  message: signInTexts(locale).sendFailed,
})

/** Counts one code sent to `phone` from `ip` against every send limit; the 429 when one is reached. */
export async function sendLimited(
  deps: AuthDeps,
  phone: string,
  ip: string,
  now: Date,
  locale?: Locale,
): Promise<Failure | null> {
  const checks: [string, { limit: number; windowSeconds: number }][] = [
    [`auth-code:ip:${ip}`, SEND_LIMITS.perIp],
    [`auth-code:phone:${phone}`, SEND_LIMITS.perPhoneShort],
    [`auth-code:phone-day:${phone}`, SEND_LIMITS.perPhoneDay],
    ['auth-code:all', SEND_LIMITS.everyone],
  ]
  for (const [key, rule] of checks) {
    const result = await deps.limiter.consume(key, rule, now)
    if (!result.allowed) return tooManyCodes(locale, result.retryAfterSeconds)
  }
  return null
}

const tooManyCodes = (locale: Locale | undefined, retryAfterSeconds: number): Failure => ({
  ok: false,
  status: 429,
  message: signInTexts(locale).tooManyCodes,
  retryAfterSeconds,
})

/** The outside system texts the code; we keep its sign-in id under ours. */
async function sendOutside(
  deps: AuthDeps,
  outside: OutsideSignIn,
  authId: string,
  phone: string,
  now: Date,
  locale: Locale | undefined,
): Promise<{ ok: true; authId: string; codeLength: number } | Failure> {
  let sent: Awaited<ReturnType<OutsideSignIn['send']>>
  try {
    sent = await outside.send(phone)
  } catch {
    return sendFailed(locale)
  }
  if (!sent.ok) return tooManyCodes(locale, sent.retryAfterSeconds)
  await deps.store.createCode({
    authId,
    phone,
    codeHash: keyedHash(deps.keys.code, authId, 'outside'),
    outsideAuthId: sent.authId,
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
  })
  return { ok: true, authId, codeLength: outside.codeLength }
}

const optionalText = (max: number) =>
  plainText(z.string().trim().max(max, `Use at most ${max} characters.`))
    .optional()
    .transform((v) => v ?? '')

/** A client's first name: required, at most 80 characters. */
export const firstNameSchema = plainText(
  z
    .string({ error: 'Enter your first name.' })
    .trim()
    .min(1, 'Enter your first name.')
    .max(80, 'Use at most 80 characters.'),
)

/** An email address, or '' for none. */
export const emailSchema = z.union([
  z.literal(''),
  z.email({ error: 'Enter an email address such as name@example.com, or leave it empty.' }),
])

export const registrationSchema = z.object({
  firstname: firstNameSchema,
  lastname: optionalText(80),
  // The spec's values are Female/Male (the old API's); any letter case is the same choice.
  sex: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.enum(['female', 'male'], { error: 'Choose female or male.' }),
    )
    .default('female'),
  email: emailSchema.optional().transform((v) => v ?? ''),
})
export type Registration = z.infer<typeof registrationSchema>

export type VerifyResult =
  ({ ok: true } & ({ registrationRequired: true } | { registrationRequired: false; session: IssuedSession })) | Failure

/**
 * Step 2: check the code. A known client is signed in. For an unknown phone the answer is
 * `registrationRequired` and the same code stays good (within its 10 minutes and 5 checks) for one
 * more call that carries the registration fields. Refusals are in `locale` (English by default).
 */
export async function verifyCode(
  deps: AuthDeps,
  input: { authId: string; code: string; registration?: Registration; ip: string; locale?: Locale },
): Promise<VerifyResult> {
  const { locale } = input
  const now = deps.clock.now()
  const limited = await verifyLimited(deps, input.ip, now, locale)
  if (limited) return limited

  const stored = await deps.store.findCode(input.authId)
  if (!stored || stored.usedAt || stored.expiresAt.getTime() <= now.getTime()) return codeGone(locale)

  const checks = await checkCounted(deps, stored, now, locale)
  if (!checks.ok) return checks
  if (deps.outside) return verifyOutside(deps, deps.outside, stored, input, checks.remaining, now)
  if (!sameHash(keyedHash(deps.keys.code, stored.authId, input.code), stored.codeHash))
    return wrongCode(deps, stored, checks.remaining, locale)

  let client = await deps.store.findClientByPhone(stored.phone)
  if (!client && !input.registration) {
    await deps.store.updateCode(stored.id, { verifiedAt: now })
    return { ok: true, registrationRequired: true }
  }
  if (!(await spendCode(deps, stored, now))) return codeGone(locale)
  if (!client) {
    const r = input.registration!
    client = await deps.store.createClient({
      phone: stored.phone,
      firstName: r.firstname,
      lastName: r.lastname,
      sex: r.sex,
      email: r.email,
    })
  }
  return { ok: true, registrationRequired: false, session: await startSession(deps, client, generateToken(), now) }
}

/** The 400 for a code that has expired or was used, on the code field. */
export function codeGone(locale?: Locale): Failure {
  const message = signInTexts(locale).codeGone
  return { ok: false, status: 400, message, fields: { code: message } }
}

/** Counts one check of a code from `ip`; the 429 once the address has tried too many. */
export async function verifyLimited(deps: AuthDeps, ip: string, now: Date, locale?: Locale): Promise<Failure | null> {
  const perIp = await deps.limiter.consume(`auth-verify:ip:${ip}`, VERIFY_LIMIT_PER_IP, now)
  if (perIp.allowed) return null
  return {
    ok: false,
    status: 429,
    message: signInTexts(locale).tooManyAttempts,
    retryAfterSeconds: perIp.retryAfterSeconds,
  }
}

/** Counts one check of a stored code: how many are left, or the refusal once there were too many. */
export async function checkCounted(
  deps: AuthDeps,
  stored: StoredCode,
  now: Date,
  locale?: Locale,
): Promise<{ ok: true; remaining: number } | Failure> {
  const checks = await deps.limiter.consume(
    `auth-check:${stored.authId}`,
    { limit: MAX_CODE_CHECKS, windowSeconds: CODE_TTL_MINUTES * 60 },
    now,
  )
  if (checks.allowed) return { ok: true, remaining: checks.remaining }
  const message = signInTexts(locale).tooManyWrong
  return { ok: false, status: 400, message, fields: { code: message } }
}

/** Marks a right code used. Single use: exactly one caller wins, even when two arrive together. */
export async function spendCode(deps: AuthDeps, stored: StoredCode, now: Date): Promise<boolean> {
  const use = await deps.limiter.consume(
    `auth-use:${stored.authId}`,
    { limit: 1, windowSeconds: CODE_TTL_MINUTES * 60 },
    now,
  )
  if (!use.allowed) return false
  await deps.store.updateCode(stored.id, { usedAt: now })
  return true
}

export async function wrongCode(deps: AuthDeps, stored: StoredCode, left: number, locale?: Locale): Promise<Failure> {
  const message = wrongCodeText(locale, left)
  await deps.store.updateCode(stored.id, { attempts: MAX_CODE_CHECKS - left })
  return { ok: false, status: 400, message, fields: { code: message } }
}

/**
 * The code checked by the outside system. A phone it does not know but Parlour does is registered
 * there with Parlour's details; a phone neither knows asks for registration; a client it knows but
 * Parlour does not becomes Parlour's client with its details.
 */
async function verifyOutside(
  deps: AuthDeps,
  outside: OutsideSignIn,
  stored: StoredCode,
  input: { code: string; registration?: Registration; locale?: Locale },
  left: number,
  now: Date,
): Promise<VerifyResult> {
  const { locale } = input
  if (!stored.outsideAuthId) return codeGone(locale)
  let client = await deps.store.findClientByPhone(stored.phone)
  const registration: Registration | undefined =
    input.registration ??
    (client
      ? { firstname: client.firstName, lastname: client.lastName, sex: client.sex, email: client.email }
      : undefined)
  let checked: OutsideCheck
  try {
    checked = await outside.check({ authId: stored.outsideAuthId, code: input.code })
    if (checked.kind === 'unknown' && registration)
      checked = await outside.check({ authId: stored.outsideAuthId, code: input.code, registration })
  } catch {
    return { ok: false, status: 503, message: signInTexts(locale).checkFailed }
  }
  if (checked.kind === 'wrong') return wrongCode(deps, stored, left, locale)
  if (checked.kind === 'ended') return codeGone(locale)
  if (checked.kind !== 'client') {
    await deps.store.updateCode(stored.id, { verifiedAt: now })
    return { ok: true, registrationRequired: true }
  }
  await deps.store.updateCode(stored.id, { usedAt: now })
  client ??= await deps.store.createClient({ phone: stored.phone, ...checked.profile })
  await checked.keep(client.id)
  return { ok: true, registrationRequired: false, session: await startSession(deps, client, generateToken(), now) }
}

export async function startSession(
  deps: AuthDeps,
  client: AuthClient,
  family: string,
  now: Date,
): Promise<IssuedSession> {
  const token = generateToken()
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000)
  await deps.store.createSession({
    tokenHash: keyedHash(deps.keys.session, token),
    family,
    clientId: client.id,
    expiresAt,
  })
  return { token, expiresAt, client }
}
