/**
 * The import's figure for bench/report.md (issue 31): 10,000 clients moved in from a CSV, on a
 * throwaway SQLite database with the migrations applied (bench/import.ts does the timing), and the
 * same file a second time. `npm run bench -- --only=import` runs it alone and rewrites only its
 * section; `npm run bench` includes it.
 */
import path from 'node:path'

import { runOnThrowawayDatabase, writeReportSection } from './lib/section.mjs'

export const IMPORT_HEADING = '## Moving in: 10,000 clients from a CSV'
const GOAL_SECONDS = 60

export function benchImport({ count = 10_000 } = {}) {
  return runOnThrowawayDatabase('import', 'bench/import.ts', (tmp) => [path.join(tmp, 'clients.csv'), String(count)], {
    demo: false,
  })
}

export function importSection(r) {
  const s = (x) => `${x.toFixed(1)} s`
  return [
    IMPORT_HEADING,
    '',
    `Fresha's client export, ${r.rows.toLocaleString('en-GB')} rows (phones, emails, birthdays, consent, counts), into an empty SQLite database (\`npm run import:clients\`'s engine, bench/import.ts). Goal: under ${GOAL_SECONDS} s.`,
    '',
    '| Run | Time | Rows per second | Result |',
    '|---|---|---|---|',
    `| First import | ${s(r.firstSeconds)} | ${Math.round(r.rows / r.firstSeconds)} | ${r.created} clients created, ${r.skipped} rows skipped |`,
    `| The same file again | ${s(r.secondSeconds)} | ${Math.round(r.rows / r.secondSeconds)} | ${r.secondUnchanged} unchanged, ${r.secondChanged} changed; ${r.clientsInDatabase} clients in the database |`,
    '',
    r.firstSeconds < GOAL_SECONDS ? `Within the goal.` : `**Over the goal of ${GOAL_SECONDS} s.**`,
    '',
  ]
}

export function importAlone() {
  const result = benchImport()
  const lines = importSection(result)
  writeReportSection(IMPORT_HEADING, lines)
  console.log(lines.join('\n'))
}

if (import.meta.url === `file://${process.argv[1]}`) importAlone()
