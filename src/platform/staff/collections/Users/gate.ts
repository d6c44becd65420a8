import { createHmac } from 'node:crypto'

import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { getEnv } from '@/platform/env'

/**
 * Staff sign-in and reset requests reach Payload only through the throttled routes
 * (src/app/(payload)/api/users/{login,forgot-password}), which mark the request they hand on with
 * this header. A request that came to Payload's catch-all REST route some other way (an encoded
 * path, say) lacks it and is refused, so no address form skips the count.
 */
export const THROTTLE_GATE_HEADER = 'x-parlour-throttled'

/** Derived from PAYLOAD_SECRET: the same in every module copy and instance, unknown to clients. */
export const throttleGateValue = () =>
  createHmac('sha256', getEnv().payloadSecret).update('parlour:staff-auth-throttle').digest('base64url')

export const refuseUnthrottledAuth: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return
  // The Local API (scripts, tests, seeding) has no address to count.
  if (req.payloadAPI !== 'REST') return
  if (req.headers.get(THROTTLE_GATE_HEADER) !== throttleGateValue()) throw new APIError('Not Found', 404)
}
