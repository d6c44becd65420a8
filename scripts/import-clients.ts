/**
 * `npm run import:clients -- <file.csv> [--dry-run] [--map field=Header,…] [--salon NAME]`: brings
 * clients and their future visits in from another platform's CSV export (Fresha, Booksy, Square,
 * Treatwell, recognised from the header row; anything else with --map). Prepares the database first
 * as `npm start` does (migrations). Prints a progress bar on a terminal and a closing summary:
 * what was created, updated and left alone, the rows skipped with their line and reason, the
 * services and stylists that matched nothing, and the visits not booked because the time is taken.
 */
import { createReadStream, statSync } from 'node:fs'

import { importClients, parseManualMap, type ColumnMap, type ImportSummary } from '@/features/import/kit'
import { getEnv } from '@/platform/env'

import { loadPayload, run } from './lib/cli'
import { applyMigrations } from './lib/database'

const USAGE =
  'Usage: npm run import:clients -- <file.csv> [--dry-run] [--map field=Header,…] [--salon NAME]\n' +
  '  --map   for an export that is not Fresha, Booksy, Square or Treatwell, e.g.\n' +
  '          --map "name=Full Name,phone=Mobile,email=E-mail,date=Day,time=Time,service=Treatment,stylist=Staff"'

interface Args {
  file: string
  dryRun: boolean
  map?: ColumnMap
  salon?: string
}

export function parseArgs(args: string[]): Args {
  const rest: string[] = []
  let dryRun = false
  let map: ColumnMap | undefined
  let salon: string | undefined
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const [flag, inline] = arg.startsWith('--') ? (arg.split(/=(.*)/s, 2) as [string, string?]) : [arg]
    const value = () => {
      const v = inline ?? args[++i]
      if (!v) throw new Error(`${flag} needs a value. ${USAGE}`)
      return v
    }
    if (flag === '--dry-run') dryRun = true
    else if (flag === '--map') {
      const parsed = parseManualMap(value())
      if (!parsed.ok) throw new Error(`${parsed.message}\n${USAGE}`)
      map = parsed.map
    } else if (flag === '--salon') salon = value()
    else if (flag.startsWith('--')) throw new Error(`Unknown option ${flag}. ${USAGE}`)
    else rest.push(arg)
  }
  if (rest.length !== 1) throw new Error(USAGE)
  return { file: rest[0]!, dryRun, map, salon }
}

/** A bar by bytes read on a terminal; nothing otherwise (the summary follows). */
function progressBar(total: number) {
  const width = 30
  let last = -1
  return (done: number, rows: number) => {
    const filled = Math.round((done / Math.max(total, 1)) * width)
    if (filled === last && done < total) return
    last = filled
    process.stdout.write(`\rimporting [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${rows} rows`)
  }
}

function report(s: ImportSummary) {
  console.log(s.dryRun ? '\nWhat an import would do (dry run: nothing was written):' : '\nImported:')
  console.log(`  file        ${s.format.label}, ${s.rows} rows${s.salon ? `; visits at ${s.salon.title}` : ''}`)
  console.log(
    `  clients     ${s.clients.created} created, ${s.clients.updated} updated, ${s.clients.unchanged} unchanged`,
  )
  const v = s.visits
  if (v.booked + v.unchanged + v.past + v.notLive + v.unmatched + v.conflicts > 0)
    console.log(
      `  visits      ${v.booked} booked, ${v.unchanged} already here, ${v.conflicts} conflict(s), ` +
        `${v.unmatched} unmatched, ${v.past} in the past, ${v.notLive} cancelled or done`,
    )
  if (s.skippedTotal) {
    console.log(`\n${s.skippedTotal} row(s) skipped:`)
    for (const r of s.skipped) console.log(`  line ${r.line}: ${r.message}`)
    if (s.skippedTotal > s.skipped.length) console.log(`  … and ${s.skippedTotal - s.skipped.length} more`)
  }
  const { services, stylists, salons } = s.unmatched
  if (services.length) console.log(`\nServices not found in Parlour: ${services.join(', ')}`)
  if (stylists.length) console.log(`Stylists not found in Parlour: ${stylists.join(', ')}`)
  if (salons.length) console.log(`Salons not found in Parlour: ${salons.join(', ')}`)
  if (s.conflicts.length) {
    console.log(`\nNot booked, the time is taken in the diary:`)
    for (const c of s.conflicts)
      console.log(`  line ${c.line}: ${c.date} ${c.time} ${c.service} with ${c.stylist} — ${c.message}`)
  }
}

run('import:clients', async () => {
  const args = parseArgs(process.argv.slice(2))
  let size: number
  try {
    size = statSync(args.file).size
  } catch {
    throw new Error(`Cannot read ${args.file}: no such file.`)
  }
  const env = getEnv()
  const log = (line: string) => console.log(`[import] ${line}`)
  const payload = await loadPayload()
  await applyMigrations(payload, env, log)
  const tty = Boolean(process.stdout.isTTY)
  const bar = tty ? progressBar(size) : null
  const stream = createReadStream(args.file)
  let rows = 0
  const summary = await importClients(payload, stream, {
    dryRun: args.dryRun,
    map: args.map,
    salon: args.salon,
    onRow: (n) => {
      rows = n
      bar?.(stream.bytesRead, rows)
    },
  })
  if (bar) {
    bar(size, rows)
    process.stdout.write('\n')
  }
  report(summary)
})
