/**
 * The admin's import (src/app/api/staff/import): the CSV file is the request's body, read as a
 * stream (up to 25 MB, server/body-limits.mjs); `salon` and a manual `map` ride in the query.
 * POST …/preview answers what the import would do without writing anything; POST …/import does it.
 * For the salon's admins only: a signed-out caller is told 401, other staff 403.
 */
import { isAdminUser } from '@/platform/access'
import { BODY_LIMITS, tooLargeBody } from '../../../../server/body-limits.mjs'
import { handle, HttpError, json, problem } from '@/platform/http/api'
import { requireStaff } from '@/platform/staff/require-staff'

import { parseManualMap, type ColumnMap } from '../domain/fields'
import { importClients, ImportRefusal } from '../engine/import'

const SIGNED_OUT = 'Sign in to the admin to move clients in.'
export const ADMINS_ONLY = 'Moving clients in is for the salon’s admins.'

const CSV_TYPES = /^(text\/csv|application\/csv|application\/vnd\.ms-excel)\b/i

/** The body's chunks, refused with a 413 past the import's limit (a body sent without a length is counted here). */
async function* limited(body: ReadableStream<Uint8Array>, limit: number): AsyncGenerator<Uint8Array> {
  let size = 0
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      size += value.byteLength
      if (size > limit) throw new HttpError(413, tooLargeBody(limit).message)
      yield value
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
}

function run(dryRun: boolean) {
  return handle(async (request: Request) => {
    const { payload, user } = await requireStaff(request, SIGNED_OUT)
    if (!isAdminUser(user)) throw new HttpError(403, ADMINS_ONLY)
    const type = request.headers.get('content-type') ?? ''
    if (!CSV_TYPES.test(type))
      throw new HttpError(415, 'Send the CSV file itself as the body (Content-Type: text/csv).')
    const limit = BODY_LIMITS.import
    if (Number(request.headers.get('content-length')) > limit) throw new HttpError(413, tooLargeBody(limit).message)
    if (!request.body) throw new HttpError(400, 'The file is empty: it needs a header row and one row per client.')
    const params = new URL(request.url).searchParams
    let map: ColumnMap | undefined
    const mapText = params.get('map')
    if (mapText) {
      const parsed = parseManualMap(mapText)
      if (!parsed.ok) throw new HttpError(400, parsed.message, { map: parsed.message })
      map = parsed.map
    }
    try {
      const summary = await importClients(payload, limited(request.body, limit), {
        dryRun,
        map,
        salon: params.get('salon') || undefined,
      })
      return json({ summary })
    } catch (error) {
      if (error instanceof ImportRefusal) return problem(400, { message: error.message, reason: error.reason })
      // The parser's own refusal of a file that is not CSV it can read (an opening quote inside a field…).
      const code = String((error as { code?: string })?.code ?? '')
      if ((error as Error)?.name === 'CsvError' || code.startsWith('CSV_'))
        return problem(400, { message: 'This file is not a CSV file the import can read.', reason: 'not_csv' })
      throw error
    }
  })
}

/** POST /api/staff/import/preview: what importing the file would do; nothing is written. */
export const postImportPreview = run(true)

/** POST /api/staff/import: imports the file; the same file again changes nothing. */
export const postImport = run(false)
