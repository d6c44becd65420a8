/**
 * Deleting my account (issue 31), in two steps: POST /api/my-data/erase-code texts the signed-in
 * client a fresh code; POST /api/my-data/erase `{ authId, code }` checks it and erases them (see
 * ../engine/erase.ts), signs them out and answers what was cancelled.
 */
import { z } from 'zod'

import { bookingProvider } from '@/features/booking'
import { confirmCodeHandler, confirmedClient, signedInClientId, signedOutWith } from '@/features/sign-in'
import { payloadClient } from '@/platform/db/payload'
import { handle, HttpError, json, parseBody } from '@/platform/http/api'

import { eraseClient } from '../engine/erase'

export const postEraseCode = confirmCodeHandler('erase')

const eraseBody = z.strictObject(
  {
    authId: z.string({ error: 'Ask for a new code.' }).min(1, 'Ask for a new code.').max(64),
    code: z
      .string({ error: 'Enter the code from the text message.' })
      .trim()
      .regex(/^\d{6}$/, 'Enter the six digits from the text message.'),
  },
  { error: () => 'Send the code and its authId.' },
)

export const postErase = handle(async (request: Request) => {
  // Who is asking comes first: a signed-out caller learns nothing about the body it sent.
  if (!(await signedInClientId(request))) throw new HttpError(401, 'Please sign in to delete your account.')
  const body = await parseBody(request, eraseBody)
  const confirmed = await confirmedClient(request, 'erase', body)
  if (!confirmed.ok) return confirmed.response
  const payload = await payloadClient()
  const outcome = await eraseClient(payload, {
    clientId: confirmed.clientId,
    visits: (await bookingProvider()).visits,
  })
  if (!outcome) throw new HttpError(401, 'Please sign in again.')
  return signedOutWith(
    request,
    json({ erased: true, cancelled: outcome.cancelled, notCancelled: outcome.notCancelled }),
  )
})
