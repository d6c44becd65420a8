import 'server-only'

import { handle, HttpError } from '@/platform/http/api'
import { requireStaff } from '@/platform/staff/require-staff'

import { changeStream } from './change-stream'
import { liveBus } from './process-bus'

/**
 * `GET /api/staff/events?salon=<id>`: server-sent events telling a signed-in staff member's screen
 * that the salon's diary changed (issue 30, decision 0044). Events:
 *
 * - `change` — `{ salon, date, version }`, `id:` the version; the screen reads that date again.
 * - `resync` — read everything again: the stream was reopened (the browser sent `Last-Event-ID`),
 *   or changes from other instances may have been missed while Redis was away.
 * - `down` — changes from other instances cannot arrive just now: poll until `resync`.
 *
 * A comment every 15 s keeps it open. Everything the stream holds (the subscription, the timer) is
 * let go when the request is aborted — Next 16 does not always call the stream's `cancel()`.
 */
export const getStaffEvents = handle(async (request: Request) => {
  await requireStaff(request, 'Sign in to the admin to see the calendar live.')
  const salon = new URL(request.url).searchParams.get('salon') ?? ''
  if (!/^\d{1,9}$/.test(salon)) throw new HttpError(400, 'Choose a salon (salon=<id>).')
  const body = changeStream(liveBus(), request.signal, {
    salon,
    reopened: request.headers.has('last-event-id'),
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx: pass each event on at once instead of filling a buffer first.
      'X-Accel-Buffering': 'no',
    },
  })
})
