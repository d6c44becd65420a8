/**
 * Beauty Pro's failures as answers for the visitor: `409 TIME_CONFLICT` is our `slot_taken`, no
 * answer in time or a 5xx is a 503 with a message; anything that is not Beauty Pro's is thrown.
 */
import { isBeautyProError, isBeautyProNotConnected, isBeautyProSignedOut, isBeautyProUnavailable } from '../../api/api'

import { type ErrorLog, NOT_FOUND, TAKEN, refusal, type Refusal, type Result } from '@/features/booking/kit'

export const SIGN_IN_AGAIN = refusal(401, 'signed_out', 'Please sign in again.')
const UNAVAILABLE = refusal(
  503,
  'unavailable',
  "Online booking isn't available right now. Please try again in a few minutes, or call the salon.",
)

/** A failure of Beauty Pro as an answer for the visitor; anything else is ours and is thrown. */
export function failure(log: ErrorLog, error: unknown, where: string): Refusal {
  if (isBeautyProSignedOut(error)) return SIGN_IN_AGAIN
  if (isBeautyProUnavailable(error) || isBeautyProNotConnected(error)) {
    log.error({ where, error: error.message }, 'Beauty Pro could not be used for a booking change')
    return UNAVAILABLE
  }
  if (isBeautyProError(error)) {
    if (error.status === 409 && error.type === 'TIME_CONFLICT') return TAKEN
    if (error.status === 404 || error.status === 403) return NOT_FOUND
    if (error.status === 429) return UNAVAILABLE
    log.error({ where, status: error.status, type: error.type }, 'Beauty Pro refused a booking change')
    return refusal(
      400,
      'refused_by_salon_system',
      "The salon's booking system could not take this change. Please choose another time or call the salon.",
    )
  }
  throw error
}

/** Runs `work`, answering Beauty Pro's failures as refusals. */
export async function guard<T>(log: ErrorLog, where: string, work: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await work()
  } catch (error) {
    return failure(log, error, where)
  }
}

/** Whether `error` is Beauty Pro answering one of these statuses. */
export const isAnswer = (error: unknown, ...statuses: number[]) =>
  isBeautyProError(error) && statuses.includes(error.status)
