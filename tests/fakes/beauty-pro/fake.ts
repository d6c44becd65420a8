/**
 * A strict contract fake of the AI Helps "Beauty Pro" salon-management API — a test double for
 * Parlour's integration and end-to-end tests and its demo command, never part of the product.
 *
 * Sources (every shape below names the one it follows):
 * - "API.md": AIHelpsSoft/documentations, API_DOCUMENTATION.md @ 0b3a9b8ac88b52949f2a057f409b4cf140e8466f
 *   (API Blueprint; sections named by their headings, e.g. API.md "Errors" › "409 Conflict - TIME_CONFLICT").
 * - "Aggr-old": the same repository, IntegrationWithAggregators.md @ 47541edc1f05c95a11e1f3f260d61171a63c7d00,
 *   "Client login" (the SMS sign-in `/auth/client`, removed from later revisions).
 * - "Live": behaviour of the live service reported by public clients and summarised in
 *   /work/shared/research/outside-systems.md §2 (stricter than the documentation).
 *
 * Strictness: unknown query parameters, unknown names in `fields` and unknown body keys answer
 * `400 Unknown parameter 'X'`; reads need `fields`; every call but `/auth/*` needs a Bearer token
 * whose scope the method lists. See README.md next to this file for the full list.
 *
 * This file is the public entry; the fake is in core/ (shared state, validation, HTTP) and routes/
 * (one file per API group).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { MINUTE } from './core/data-types'
import { type FakeFailure, FakeHttp, type RecordedRequest } from './core/http'
import { createCore } from './core/state'
import { expireTokens, setAccess } from './core/tokens'
import { defaultFakeData, type FakeData, type FakePrepaymentOrder } from './fixture'
import { payPrepayment } from './routes/prepayments'

export { askFullPrepayments } from './routes/prepayments'

export type * from './fixture'
export type { FakeFailure, RecordedRequest } from './core/http'

export interface FakeOptions {
  /** The fake's clock (token expiry, reserves, free time, "now" everywhere). Default: real time. */
  now?: () => Date
  /** Default 0: any free port on 127.0.0.1. */
  port?: number
  /** Default `defaultFakeData(now())`. Used as the live state (not copied). */
  data?: FakeData
  /** Access-token lifetime. Default 24 h (API.md "Group Authorization"). */
  tokenLifetimeMs?: number
  /** Delay before every answer, to imitate the 30–500 ms the live service takes. Default 0. */
  latencyMs?: number
  /** Requests allowed per second from one IP before 429 (API.md "429 Too Many Requests"). Default 100; 0 = off. */
  rateLimitPerSecond?: number
}

export interface FakeBeautyPro {
  /** The API root, e.g. `http://127.0.0.1:PORT/v1`. */
  url: string
  credentials: { applicationId: string; applicationSecret: string; databaseCode: string }
  /** Sign-in codes the fake "texted", oldest first. */
  sms: { phone: string; code: string; at: Date }[]
  /** Every request received, in order (including failed and injected ones). */
  requests: RecordedRequest[]
  /** The live data; tests may read and mutate it. */
  state: FakeData
  /**
   * The next `times` requests matching `match` fail: with the given status and body (default: a
   * documented error body), by never answering (`'timeout'`) or by dropping the connection (`'reset'`).
   * `path` is compared with the path below the API root (`/appointments`; `/v1/appointments` works too).
   */
  failNext(match: { method?: string; path: string | RegExp }, failure: FakeFailure, times?: number): void
  /** Every access token issued so far now answers `401 EXPIRED` (refresh tokens still work). */
  expireTokens(): void
  /** What `/auth/database` answers from now on; anything but `granted` also revokes database tokens. */
  setAccess(status: 'granted' | 'pending' | 'refused'): void
  /** Pays a prepayment asked for through `prepaymentRequest`, by the link's order id or the link itself. */
  payPrepayment(orderOrUrl: string): FakePrepaymentOrder
  close(): Promise<void>
}

/** Starts the fake on 127.0.0.1 (port 0 by default) and resolves once it listens. */
export async function startFakeBeautyPro(options: FakeOptions = {}): Promise<FakeBeautyPro> {
  const clock = options.now ?? (() => new Date())
  const data = options.data ?? defaultFakeData(clock())
  const core = createCore(data, clock, options.tokenLifetimeMs ?? 24 * 60 * MINUTE)
  const fake = new FakeHttp(core, options.latencyMs ?? 0, options.rateLimitPerSecond ?? 100)
  const server = http.createServer((req, res) => {
    void fake.handle(req, res)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  core.url = `http://127.0.0.1:${port}/v1`
  return {
    url: core.url,
    credentials: {
      applicationId: data.application.id,
      applicationSecret: data.application.secret,
      databaseCode: data.databaseCode,
    },
    sms: core.sms,
    requests: fake.requests,
    get state() {
      return core.state
    },
    failNext: (match, failure, times) => fake.failNext(match, failure, times),
    expireTokens: () => expireTokens(core),
    setAccess: (status) => setAccess(core, status),
    payPrepayment: (orderOrUrl) => payPrepayment(core, orderOrUrl.split('/').at(-1)!),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
