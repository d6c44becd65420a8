/**
 * The Beauty Pro (AI Helps) API over HTTP, as its public documentation describes it
 * (AIHelpsSoft/documentations, API_DOCUMENTATION.md, "Group Authorization" and the method groups;
 * the client SMS sign-in from IntegrationWithAggregators.md, 2019 revision).
 *
 * - Calls carry `Authorization: Bearer <token>`: the salon database's token by default, a
 *   client's token when given. The database token comes from `GET /auth/database`, is renewed
 *   with `/auth/refresh` five minutes before `expires_at`, and once more on a `401 EXPIRED`
 *   (then the call is repeated once). A `pending` or `refused` answer means the salon has not
 *   granted the application access: `BeautyProNotConnected`, with a message for the operator.
 * - Every token answer names a `server`; calls go to that server's host unless
 *   BEAUTY_PRO_API_URL was set (then everything goes there).
 * - Errors: the documented `{status, type, message, …}` answer becomes `BeautyProError`; no answer
 *   in time, a dropped connection or a 5xx becomes `BeautyProUnavailable`.
 * - Secrets and tokens never leave this module: they are not in any error message (paths only,
 *   never query strings), log line or answer.
 */
import type { BeautyProSettings } from '@/platform/env'

export type Query = Record<string, string | number | boolean | undefined | null>

/**
 * Whether an error is one of this module's. By name, not `instanceof`: Next bundles this module
 * more than once (route handlers, server components, instrumentation) while the one connection of
 * the process (connection.ts) throws the classes of whichever copy created it.
 */
export const isBeautyProError = (e: unknown): e is BeautyProError => (e as Error)?.name === 'BeautyProError'
export const isBeautyProUnavailable = (e: unknown): e is BeautyProUnavailable =>
  (e as Error)?.name === 'BeautyProUnavailable'
export const isBeautyProNotConnected = (e: unknown): e is BeautyProNotConnected =>
  (e as Error)?.name === 'BeautyProNotConnected'
export const isBeautyProSignedOut = (e: unknown): e is BeautyProSignedOut => (e as Error)?.name === 'BeautyProSignedOut'

/** A refusal the API answered with (4xx): the documented error body, typed loosely. */
export class BeautyProError extends Error {
  override name = 'BeautyProError'
  constructor(
    readonly status: number,
    readonly type: string | null,
    readonly body: Record<string, unknown>,
    where: string,
  ) {
    super(`Beauty Pro ${where} answered ${status}${type ? ` ${type}` : ''}`)
  }
}

/** No usable answer: a timeout, a network failure or a 5xx. */
export class BeautyProUnavailable extends Error {
  override name = 'BeautyProUnavailable'
}

/** The salon has not granted (or has refused) this application access to its database. */
export class BeautyProNotConnected extends Error {
  override name = 'BeautyProNotConnected'
}

/** A client's tokens ended and could not be renewed: the client signs in again. */
export class BeautyProSignedOut extends Error {
  override name = 'BeautyProSignedOut'
}

/** A signed-in client's Beauty Pro tokens (server-side only) and who they belong to. */
export interface ClientGrant {
  /** Beauty Pro's id of the client. */
  clientId: string
  access: string
  refresh: string
  /** Epoch ms. */
  expiresAt: number
  /** API root the tokens' server answers on. */
  base: string
}

/** What a new client gives when the code's phone is unknown to Beauty Pro. */
export interface ClientRegistration {
  firstname: string
  lastname: string
  sex: 'Female' | 'Male'
  email: string
}

export interface TokenAnswer {
  server?: number
  access_token: string
  refresh_token: string
  expires_at: string
}

interface HeldToken {
  access: string
  refresh: string
  expiresAt: number
  base: string
}

/** Renew this long before a token's end. */
const RENEW_BEFORE_MS = 5 * 60_000
const TIMEOUT_MS = 10_000

export interface BeautyProApiOptions {
  fetch?: typeof fetch
  now?: () => number
  timeoutMs?: number
  /** Calls started per second at most (Beauty Pro allows 100 per IP); more wait their turn. */
  requestsPerSecond?: number
}

/** Under Beauty Pro's 100 requests per second per IP, with room for a second process on the host. */
export const REQUESTS_PER_SECOND = 80

/**
 * Starts at most `limit` calls in any second; the rest wait in order. Keeps a burst of visitors
 * inside the upstream budget instead of turning it into 429s.
 */
export class CallGate {
  private readonly starts: number[] = []
  private queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when this call may start. */
  pass(): Promise<void> {
    const turn = this.queue.then(async () => {
      for (;;) {
        const now = this.now()
        while (this.starts.length && this.starts[0]! <= now - 1000) this.starts.shift()
        if (this.starts.length < this.limit) {
          this.starts.push(now)
          return
        }
        await new Promise((resolve) => setTimeout(resolve, this.starts[0]! + 1000 - now))
      }
    })
    this.queue = turn
    return turn
  }
}

export class BeautyProApi {
  private database: HeldToken | null = null
  private pendingToken: Promise<HeldToken> | null = null
  private readonly fetchFn: typeof fetch
  private readonly now: () => number
  private readonly timeoutMs: number
  private readonly gate: CallGate

  constructor(
    private readonly settings: BeautyProSettings,
    options: BeautyProApiOptions = {},
  ) {
    this.fetchFn = options.fetch ?? fetch
    this.now = options.now ?? Date.now
    this.timeoutMs = options.timeoutMs ?? TIMEOUT_MS
    this.gate = new CallGate(options.requestsPerSecond ?? REQUESTS_PER_SECOND)
  }

  get applicationId() {
    return this.settings.applicationId
  }

  get databaseCode() {
    return this.settings.databaseCode
  }

  /** Where calls go for a token that named `server`. */
  baseFor(server: number | undefined): string {
    if (this.settings.apiUrlFixed || server == null) return this.settings.apiUrl
    // api.aihelps.com answers servers 1 and 5; others are api{n}.aihelps.com (outside-systems.md §1).
    const host = server === 1 || server === 5 ? 'api.aihelps.com' : `api${server}.aihelps.com`
    return `https://${host}/v1`
  }

  /** One HTTP exchange; the answer's JSON (undefined for 204). */
  async raw(
    method: string,
    base: string,
    path: string,
    options: { query?: Query; body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<unknown> {
    const url = new URL(base + path)
    for (const [k, v] of Object.entries(options.query ?? {})) if (v != null) url.searchParams.set(k, String(v))
    const where = `${method} ${path}`
    await this.gate.pass()
    let response: Response
    try {
      response = await this.fetchFn(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (error) {
      const timedOut = (error as Error)?.name === 'TimeoutError'
      throw new BeautyProUnavailable(
        `Beauty Pro ${where} ${timedOut ? 'did not answer in time' : 'could not be reached'}`,
      )
    }
    const text = await response.text().catch(() => '')
    if (response.status >= 500) throw new BeautyProUnavailable(`Beauty Pro ${where} answered ${response.status}`)
    let data: unknown = undefined
    if (text) {
      try {
        data = JSON.parse(text)
      } catch {
        throw new BeautyProUnavailable(`Beauty Pro ${where} answered ${response.status} with something other than JSON`)
      }
    }
    if (!response.ok) {
      const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
      throw new BeautyProError(response.status, typeof body.type === 'string' ? body.type : null, body, where)
    }
    return data
  }

  // ── The database token ──

  private hold(answer: TokenAnswer, base: string): HeldToken {
    const expiresAt = Date.parse(answer.expires_at)
    if (!answer.access_token || !answer.refresh_token || Number.isNaN(expiresAt))
      throw new BeautyProUnavailable('Beauty Pro answered a token without its parts')
    return { access: answer.access_token, refresh: answer.refresh_token, expiresAt, base }
  }

  private async fetchDatabaseToken(): Promise<HeldToken> {
    const answer = (await this.raw('GET', this.settings.apiUrl, '/auth/database', {
      query: {
        application_id: this.settings.applicationId,
        application_secret: this.settings.applicationSecret,
        database_code: this.settings.databaseCode,
      },
    })) as TokenAnswer & { status?: string }
    if (answer?.status === 'pending')
      throw new BeautyProNotConnected(
        'Beauty Pro: the salon has not granted this application access yet (in Beauty Pro: Settings → Marketplace → Grant access).',
      )
    if (answer?.status === 'refused')
      throw new BeautyProNotConnected(
        'Beauty Pro: the salon refused this application access to its database (BEAUTY_PRO_DATABASE_CODE).',
      )
    return this.hold(answer, this.baseFor(answer.server))
  }

  /** Renews a token pair; the old pair stops working. */
  async refresh(refreshToken: string, base: string): Promise<TokenAnswer> {
    return (await this.raw('GET', base, '/auth/refresh', {
      query: { application_id: this.settings.applicationId, refresh_token: refreshToken },
    })) as TokenAnswer
  }

  private async renewDatabaseToken(current: HeldToken | null): Promise<HeldToken> {
    if (current) {
      try {
        return this.hold(await this.refresh(current.refresh, this.settings.apiUrl), current.base)
      } catch (error) {
        if (!isBeautyProError(error)) throw error
        // The refresh token has ended too: ask for the database's token again.
      }
    }
    return this.fetchDatabaseToken()
  }

  /** The database token, renewed when near its end; one request at a time renews it. */
  private databaseToken(force = false, stale?: HeldToken): Promise<HeldToken> {
    const held = this.database
    if (!force && held && held.expiresAt - RENEW_BEFORE_MS > this.now()) return Promise.resolve(held)
    // Another caller already renewed the token this one found expired.
    if (force && held && stale && held !== stale) return Promise.resolve(held)
    this.pendingToken ??= this.renewDatabaseToken(held)
      .then((token) => {
        this.database = token
        return token
      })
      .finally(() => {
        this.pendingToken = null
      })
    return this.pendingToken
  }

  /** Checks the connection (a database token can be had): for start-up and the admin. */
  async connect(): Promise<void> {
    await this.databaseToken()
  }

  /** A call with the salon database's token (renewed and repeated once on `401 EXPIRED`). */
  async call<T>(method: string, path: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
    const token = await this.databaseToken()
    try {
      return (await this.raw(method, token.base, path, { ...options, token: token.access })) as T
    } catch (error) {
      // EXPIRED: renew. UNKNOWN: another holder of the application's one database token (API.md
      // "Group Authorization") took a new one; ask again.
      if (!isBeautyProError(error) || error.status !== 401) throw error
      if (error.type !== 'EXPIRED' && error.type !== 'UNKNOWN') throw error
      // Its refresh token went with it: ask for a new token rather than refresh.
      if (error.type === 'UNKNOWN' && this.database === token) this.database = null
      const renewed = await this.databaseToken(true, token)
      return (await this.raw(method, renewed.base, path, { ...options, token: renewed.access })) as T
    }
  }

  get<T>(path: string, query: Query = {}): Promise<T> {
    return this.call<T>('GET', path, { query })
  }

  // ── Clients: SMS sign-in and calls with a client's token ──

  /** Sign-in step 1 (IntegrationWithAggregators.md "Client login"): Beauty Pro texts a code. */
  async sendClientCode(phoneDigits: string): Promise<{ authId: string }> {
    const answer = (await this.raw('GET', this.settings.apiUrl, '/auth/client', {
      query: {
        application_id: this.settings.applicationId,
        database_code: this.settings.databaseCode,
        phone: phoneDigits,
      },
    })) as { auth_id?: unknown }
    if (typeof answer?.auth_id !== 'string' || !answer.auth_id)
      throw new BeautyProUnavailable('Beauty Pro answered the sign-in without an auth_id')
    return { authId: answer.auth_id }
  }

  /**
   * Sign-in step 2: the code for an `auth_id`; with `registration` an unknown phone becomes a client
   * (every registration field is sent, `Content-Language` names the site's language). An unknown
   * phone without registration is a `404`, a wrong code `401 INVALID`, too many `401 BLOCKED`.
   */
  async checkClientCode(input: {
    authId: string
    code: string
    location?: string
    registration?: ClientRegistration
    language?: string
  }): Promise<ClientGrant> {
    const r = input.registration
    const answer = (await this.raw('GET', this.settings.apiUrl, '/auth/client', {
      query: {
        auth_id: input.authId,
        code: input.code,
        location: input.location,
        ...(r ? { firstname: r.firstname, lastname: r.lastname, sex: r.sex, email: r.email } : {}),
      },
      headers: r ? { 'content-language': input.language ?? 'en' } : undefined,
    })) as TokenAnswer & { client_id?: unknown }
    if (typeof answer?.client_id !== 'string' || !answer.client_id)
      throw new BeautyProUnavailable('Beauty Pro answered the sign-in without a client_id')
    const held = this.hold(answer, this.baseFor(answer.server))
    return { clientId: answer.client_id, ...held }
  }

  private renewals = new Map<string, Promise<ClientGrant>>()

  /** Renews a client's tokens once however many calls find them ending together. */
  private renewClient(grant: ClientGrant, save: (grant: ClientGrant) => Promise<void>): Promise<ClientGrant> {
    let pending = this.renewals.get(grant.refresh)
    if (!pending) {
      pending = this.refresh(grant.refresh, grant.base)
        .catch((error: unknown) => {
          if (isBeautyProError(error)) throw new BeautyProSignedOut('Beauty Pro: the client must sign in again')
          throw error
        })
        .then(async (answer) => {
          const next = { ...grant, ...this.hold(answer, grant.base) }
          await save(next)
          return next
        })
        .finally(() => setTimeout(() => this.renewals.delete(grant.refresh), 30_000).unref?.())
      this.renewals.set(grant.refresh, pending)
    }
    return pending
  }

  /**
   * A call with a client's token: renewed five minutes before its end or once on `401 EXPIRED`
   * (then `save` keeps the new pair); a refused renewal is `BeautyProSignedOut`.
   */
  async clientCall<T>(
    grant: ClientGrant,
    save: (grant: ClientGrant) => Promise<void>,
    method: string,
    path: string,
    options: { query?: Query; body?: unknown } = {},
  ): Promise<T> {
    let current = grant
    if (current.expiresAt - RENEW_BEFORE_MS <= this.now()) current = await this.renewClient(current, save)
    try {
      return (await this.raw(method, current.base, path, { ...options, token: current.access })) as T
    } catch (error) {
      if (!isBeautyProError(error) || error.status !== 401) throw error
      if (error.type !== 'EXPIRED') throw new BeautyProSignedOut('Beauty Pro refused the client token')
      const renewed = await this.renewClient(current, save)
      return (await this.raw(method, renewed.base, path, { ...options, token: renewed.access })) as T
    }
  }
}
