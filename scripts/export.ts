/**
 * `npm run export -- <folder>`: everything the salon's Parlour holds, in files any system can read
 * (src/features/export): CSV tables, the content as JSON in both languages, the media, and a manifest
 * with each file's rows and SHA-256. The folder must be new or empty. Prints a line per file.
 */
import { exportSalon } from '@/features/export/kit'
import { getEnv } from '@/platform/env'

import { loadPayload, run } from './lib/cli'

const USAGE = 'Usage: npm run export -- <folder>'

run('export', async () => {
  const args = process.argv.slice(2)
  if (args.length !== 1 || args[0]!.startsWith('--')) throw new Error(USAGE)
  const folder = args[0]!
  const payload = await loadPayload()
  const tty = Boolean(process.stdout.isTTY)
  const manifest = await exportSalon(payload, folder, {
    mediaDir: getEnv().mediaDir,
    progress: (file, rows) => {
      if (tty) process.stdout.write(`\r[export] ${file.padEnd(20)} ${rows} rows`)
    },
  })
  if (tty) process.stdout.write('\n')
  for (const f of manifest.files.filter((f) => f.rows != null && !f.path.startsWith('content')))
    console.log(`[export] ${f.path.padEnd(20)} ${String(f.rows).padStart(8)} rows`)
  const media = manifest.files.filter((f) => f.path.startsWith('media')).length
  console.log(
    `[export] content: ${manifest.files.filter((f) => f.path.startsWith('content')).length} files; media: ${media} files`,
  )
  console.log(`[export] written to ${folder} (manifest.json lists every file with its SHA-256)`)
})
