/**
 * Moving in, timed (issue 31): 10,000 clients in Fresha's client export imported into an empty
 * database (migrations only), then the same file again, which changes nothing. Run by
 * bench/import.mjs with the database in the environment; prints one JSON line.
 * Goal (issue 31): under a minute for 10,000 clients on this machine.
 */
import { createReadStream, writeFileSync } from 'node:fs'

import { importClients } from '@/features/import/kit'

import { loadPayload } from '../scripts/lib/cli'

const [file, countText] = process.argv.slice(2)
const count = Number(countText || 10_000)

const header =
  'Client ID,First Name,Last Name,Mobile Number,Email,Gender,Date of Birth,Note,Accepts Marketing,Accepts SMS Marketing,Added,Total Visits,No Shows'
const lines = [header]
for (let i = 0; i < count; i++) {
  const n = String(i).padStart(6, '0')
  lines.push(
    [
      200000 + i,
      `Client${i}`,
      `Bench ${i % 97}`,
      // Numbers of the right shape that the bench's throwaway database keeps; nothing is ever sent.
      `07400 ${n}`,
      `client${i}@bench.example`,
      i % 3 ? 'Female' : 'Male',
      `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/19${60 + (i % 40)}`,
      i % 10 ? '' : '"Patch test before colour, ""sensitive"""',
      i % 2 ? 'Yes' : 'No',
      i % 5 ? 'Yes' : 'No',
      '03/05/2021',
      i % 40,
      i % 3,
    ].join(','),
  )
}
writeFileSync(file!, `${lines.join('\n')}\n`)

const payload = await loadPayload()
const time = async () => {
  const started = performance.now()
  const summary = await importClients(payload, createReadStream(file!), { dryRun: false })
  return { seconds: (performance.now() - started) / 1000, summary }
}
const first = await time()
const second = await time()
const total = await payload.count({ collection: 'clients', overrideAccess: true })
console.log(
  JSON.stringify({
    rows: count,
    firstSeconds: first.seconds,
    created: first.summary.clients.created,
    secondSeconds: second.seconds,
    secondUnchanged: second.summary.clients.unchanged,
    secondChanged: second.summary.clients.created + second.summary.clients.updated,
    clientsInDatabase: total.totalDocs,
    skipped: first.summary.skippedTotal,
  }),
)
process.exit(0)
