/**
 * The harness of the fake's own unit tests (fake-*.test.ts): a fresh fake per test on a clock the
 * test moves, and calls to it as a client of the API would make them. The clock starts on Monday
 * 8 June 2026, 09:00 London time (BST); Amelia works Tue–Sat 10–19.
 */
import { afterEach, beforeEach, expect } from 'vitest'

import { startFakeBeautyPro, type FakeBeautyPro } from './fake'
import { CLIENT_EMMA_PHONE, EMPLOYEE_AMELIA, SERVICE_CUT_FINISH } from './fixture'

export const START = Date.parse('2026-06-08T08:00:00.000Z') // Monday, 09:00 in London
export const TUESDAY = '2026-06-09' // Amelia works 10:00–19:00 BST = 09:00–18:00 UTC
export const WINTER_TUESDAY = '2026-10-27' // after the clocks go back: 10:00 GMT = 10:00 UTC

export interface Answer {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

export const item = (start: string, professional = EMPLOYEE_AMELIA, service = SERVICE_CUT_FINISH, duration = 60) => ({
  start,
  duration,
  professional,
  service,
})

/** Starts a fake before each test of the calling file and closes it after; `clock` is its time in ms. */
export function fakeForEachTest() {
  const h = {
    clock: START,
    fake: undefined as unknown as FakeBeautyPro,

    async call(
      method: string,
      path: string,
      options: { token?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
    ): Promise<Answer> {
      const headers: Record<string, string> = { ...options.headers }
      if (options.token) headers.authorization = `Bearer ${options.token}`
      if (options.body !== undefined) headers['content-type'] = 'application/json'
      const res = await fetch(h.fake.url + path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      })
      const text = await res.text()
      return { status: res.status, body: text ? JSON.parse(text) : undefined }
    },

    get: (path: string, token?: string) => h.call('GET', path, { token }),

    async databaseToken(): Promise<{ access_token: string; refresh_token: string }> {
      const { applicationId, applicationSecret, databaseCode } = h.fake.credentials
      const answer = await h.get(
        `/auth/database?application_id=${applicationId}&application_secret=${applicationSecret}&database_code=${databaseCode}`,
      )
      expect(answer.status).toBe(200)
      return answer.body
    },

    /** Signs a known client in through the SMS flow; answers the client token. */
    async clientToken(phone = CLIENT_EMMA_PHONE): Promise<{ access_token: string; client_id: string }> {
      const { applicationId, databaseCode } = h.fake.credentials
      const sent = await h.get(
        `/auth/client?application_id=${applicationId}&database_code=${databaseCode}&phone=${phone}`,
      )
      expect(sent.status).toBe(200)
      const code = h.fake.sms.filter((s) => s.phone === phone).at(-1)!.code
      const signedIn = await h.get(`/auth/client?auth_id=${sent.body.auth_id}&code=${code}`)
      expect(signedIn.status).toBe(200)
      return signedIn.body
    },

    async freeTimes(token: string, date: string, extra = ''): Promise<Record<string, Record<string, string[]>>> {
      const answer = await h.get(
        `/employees/free_time?from=${date}T00:00:00.000Z&to=${date}T23:00:00.000Z&duration=60&step=30m${extra}`,
        token,
      )
      expect(answer.status).toBe(200)
      return answer.body
    },
  }

  beforeEach(async () => {
    h.clock = START
    h.fake = await startFakeBeautyPro({ now: () => new Date(h.clock) })
  })

  afterEach(async () => {
    await h.fake.close()
  })

  return h
}
