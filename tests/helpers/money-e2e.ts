/**
 * What the money suites in Chromium share (tests/e2e/payments.e2e.ts, voucher-redeem.e2e.ts): the
 * admin's API with a JWT, a client signed in through the sign-in API in a browser context, and the
 * prepayment terms switched on a service.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { latestCode } from './sms-outbox'

/**
 * One connection per API call: Playwright reuses pooled sockets past the server's keep-alive
 * timeout and then reads ECONNRESET (microsoft/playwright#42698, as tests/e2e/account.e2e.ts says).
 */
export const ONE_CONNECTION = { connection: 'close' }

/** The admin's API, signed in with a JWT (the shared helper, named as the money suites call it). */
export { adminApi as staffApi } from './admin'

type ApiResponse = Awaited<ReturnType<APIRequestContext['get']>>

export async function answer<T>(response: ApiResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status)
  return (await response.json()) as T
}

/** Prepayments on (or off) with these terms, and `serviceId` marked "prepayment required" (or not). */
export async function setPrepayments(
  admin: APIRequestContext,
  serviceId: string,
  active: boolean,
  terms: Record<string, unknown>,
) {
  const settings = await admin.post('/api/globals/booking-settings', { data: { prepayments: { active, ...terms } } })
  expect(settings.status()).toBe(200)
  const service = await admin.patch(`/api/services/${serviceId}`, { data: { prepaymentRequired: active } })
  expect(service.status()).toBe(200)
}

/**
 * A request the server may turn away as busy (503 with Retry-After: 2, `reason: "busy"`: the
 * database could not take it just now and nothing was done), sent again as a client does. A
 * clean-clone run on SQLite once met it on a sign-in while the write lock was held too long.
 */
async function admitted(send: () => Promise<ApiResponse>): Promise<ApiResponse> {
  let response: ApiResponse | undefined
  await expect(async () => {
    response = await send()
    expect(response.status(), 'still busy after Retry-After').not.toBe(503)
  }).toPass({ intervals: [2_000], timeout: 20_000 })
  return response!
}

/** Registers a new phone (E.164) and signs the page's browser context in through the sign-in API. */
export async function signInByApi(page: Page, phone: string, name: { firstname: string; lastname: string }) {
  const asClient = (data: unknown) => ({ headers: ONE_CONNECTION, data })
  const { authId } = await answer<{ authId: string }>(
    await admitted(() => page.request.post('/api/auth/code', asClient({ phone }))),
  )
  const texted = () => {
    try {
      return latestCode(phone)
    } catch {
      return '' // not texted yet
    }
  }
  await expect.poll(texted, { timeout: 15_000 }).toMatch(/^\d{6}$/)
  const code = texted()
  expect(await answer(await admitted(() => page.request.post('/api/auth/verify', asClient({ authId, code }))))).toEqual(
    {
      registrationRequired: true,
    },
  )
  await answer(await admitted(() => page.request.post('/api/auth/verify', asClient({ authId, code, ...name }))))
}
