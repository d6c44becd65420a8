/**
 * The fake's shared state, handed explicitly to every route handler: the salon's live data, the
 * clock, and what the API keeps between calls (tokens, SMS sign-in sessions, the codes it texted).
 */
import type { FakeData } from '../fixture'

export interface TokenRecord {
  access: string
  refresh: string
  kind: 'database' | 'client'
  scope: string[]
  location: string
  clientId: string | null
  expiresAt: number
}

export interface AuthSession {
  phone: string
  code: string
  createdAt: number
  wrong: number
}

export interface SentSms {
  phone: string
  code: string
  at: Date
}

export interface Core {
  /** The live data (tests may read and mutate it). */
  readonly state: FakeData
  /** The fake's clock, in ms. */
  now(): number
  /** The API root once the server listens (photo and picture addresses are built from it). */
  url: string
  readonly tokenLifetimeMs: number
  /** Sign-in codes "texted", oldest first. */
  readonly sms: SentSms[]
  /** Valid tokens by access token, and the same records by refresh token. */
  readonly tokens: Map<string, TokenRecord>
  readonly refreshTokens: Map<string, TokenRecord>
  /** SMS sign-ins under way, by auth_id. */
  readonly authSessions: Map<string, AuthSession>
  /** When a code was last texted to each phone. */
  readonly lastSms: Map<string, number>
}

export function createCore(state: FakeData, clock: () => Date, tokenLifetimeMs: number): Core {
  return {
    state,
    now: () => clock().getTime(),
    url: '',
    tokenLifetimeMs,
    sms: [],
    tokens: new Map(),
    refreshTokens: new Map(),
    authSessions: new Map(),
    lastSms: new Map(),
  }
}
