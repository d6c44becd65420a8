/**
 * GET /api/staff/export: the salon's whole export as one zip (admins only; each download is logged in
 * the data log with who and when). Written to a temporary folder first, streamed, then removed.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { isAdminUser } from '@/platform/access'
import { getEnv } from '@/platform/env'
import { handle, HttpError } from '@/platform/http/api'
import { requireStaff } from '@/platform/staff/require-staff'

import { exportSalon } from '../engine/export'
import { zipFolder } from '../engine/zip'

export const getExport = handle(async (request: Request) => {
  const { payload, user } = await requireStaff(request, 'Sign in to the admin to export the salon’s data.')
  if (!isAdminUser(user)) throw new HttpError(403, 'Only an admin can export the salon’s data.')
  const now = new Date()
  const folder = await mkdtemp(join(tmpdir(), 'parlour-export-'))
  const written = join(folder, 'export')
  try {
    const manifest = await exportSalon(payload, written, { mediaDir: getEnv().mediaDir, now })
    await payload.create({
      collection: 'data-log',
      data: {
        kind: 'export',
        byStaff: Number(user.id),
        note: `${manifest.files.length} files`,
        at: now.toISOString(),
      },
      overrideAccess: true,
    })
  } catch (error) {
    await rm(folder, { recursive: true, force: true })
    throw error
  }
  payload.logger.info({ by: user.email, at: now.toISOString() }, 'The salon’s export was downloaded')
  const name = `parlour-export-${now.toISOString().slice(0, 10)}.zip`
  return new Response(
    zipFolder(written, () => rm(folder, { recursive: true, force: true })),
    {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      },
    },
  )
})
