/**
 * This process's one connection to Beauty Pro (BOOKING_PROVIDER=beautypro): one database token
 * shared by the booking endpoints and sign-in. Null in Parlour's own mode.
 */
import { getEnv } from '@/lib/env'

import { BeautyProApi } from './api'

let connection: BeautyProApi | null | undefined

export function beautyProConnection(): BeautyProApi | null {
  if (connection === undefined) {
    const settings = getEnv().beautyPro
    connection = settings ? new BeautyProApi(settings) : null
  }
  return connection
}
