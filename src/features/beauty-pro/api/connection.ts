/**
 * This process's one connection to Beauty Pro (BOOKING_PROVIDER=beautypro): one database token
 * shared by the booking endpoints, sign-in and the admin. Null in Parlour's own mode.
 *
 * Kept on `globalThis`: Next bundles route handlers and the admin's server components apart, each
 * with its own copy of this module, and Beauty Pro keeps one valid database token per application
 * — two connections in one process would keep revoking each other's token.
 */
import { getEnv } from '@/platform/env'

import { BeautyProApi } from './api'

const KEY = Symbol.for('parlour.beautyProConnection')
type Scope = typeof globalThis & { [KEY]?: { id: string; api: BeautyProApi } }

export function beautyProConnection(): BeautyProApi | null {
  const settings = getEnv().beautyPro
  if (!settings) return null
  const scope = globalThis as Scope
  const id = `${settings.apiUrl}|${settings.applicationId}|${settings.databaseCode}`
  if (scope[KEY]?.id !== id) scope[KEY] = { id, api: new BeautyProApi(settings) }
  return scope[KEY].api
}
