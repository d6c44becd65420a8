/**
 * GET /api/my-data: everything the salon holds about the signed-in client, to download — JSON by
 * default, `?format=csv` for the same as CSV files in a zip. Each download is written in the data log
 * (the client and when), so staff can see it. 401 when nobody is signed in.
 */
import { signedInClientId } from '@/features/sign-in'
import { payloadClient } from '@/platform/db/payload'
import { handle, HttpError } from '@/platform/http/api'

import { clientData, clientDataZip, type ClientData } from '../engine/client-data'

export const getMyData = handle(async (request: Request) => {
  const clientId = await signedInClientId(request)
  if (!clientId) throw new HttpError(401, 'Please sign in to download your data.')
  const format = new URL(request.url).searchParams.get('format') ?? 'json'
  if (format !== 'json' && format !== 'csv')
    throw new HttpError(400, 'The format is json or csv.', { format: 'The format is json or csv.' })
  const payload = await payloadClient()
  const data = await clientData(payload, clientId)
  if (!data) throw new HttpError(401, 'Please sign in to download your data.')
  const now = new Date()
  await payload.create({
    collection: 'data-log',
    data: { kind: 'client-download', client: Number(clientId), note: format.toUpperCase(), at: now.toISOString() },
    overrideAccess: true,
  })
  return dataDownload(data, format, now)
})

/** A client's data as a download (`<name>-<day>.json|zip`): pretty JSON, or the CSV files zipped. */
export function dataDownload(data: ClientData, format: 'json' | 'csv', now: Date, name = 'my-data'): Response {
  const day = now.toISOString().slice(0, 10)
  const headers = (type: string, ext: string) => ({
    'content-type': type,
    'content-disposition': `attachment; filename="${name}-${day}.${ext}"`,
    'cache-control': 'no-store',
  })
  if (format === 'csv')
    return new Response(Buffer.from(clientDataZip(data)), { headers: headers('application/zip', 'zip') })
  return new Response(JSON.stringify({ exportedAt: now.toISOString(), ...data }, null, 2), {
    headers: headers('application/json; charset=utf-8', 'json'),
  })
}
