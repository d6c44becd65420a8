/**
 * The export's figure for bench/report.md (issue 31): the salon's whole export with 50,000 visits in
 * the diary, on a throwaway SQLite database with the demo (bench/export.ts does the timing).
 * `npm run bench -- --only=export` runs it alone and rewrites only its section; `npm run bench`
 * includes it.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { baseEnv, mustRun, ROOT } from '../scripts/lib/bootstrap.mjs'
import { writeReportSection } from './lib/section.mjs'

export const EXPORT_HEADING = '## Leaving with everything: the export of 50,000 visits'
const GOAL_SECONDS = 120

export function benchExport({ visits = 50_000 } = {}) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-export-bench-'))
  const env = baseEnv({
    DATABASE_URL: `file:${path.join(tmp, 'export.db')}`,
    MEDIA_DIR: path.join(tmp, 'media'),
    PAYLOAD_SECRET: 'parlour-bench-secret-0123456789abcdef0123',
    DEMO_CONTENT: 'on',
    NODE_ENV: 'production',
  })
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx')
  try {
    mustRun('database preparation', tsx, ['scripts/prepare.ts'], { env })
    const out = execFileSync(tsx, ['bench/export.ts', String(visits)], { cwd: ROOT, env, encoding: 'utf8' })
    return JSON.parse(out.trim().split('\n').at(-1))
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

export function exportSection(r) {
  return [
    EXPORT_HEADING,
    '',
    `\`npm run export\`'s engine (bench/export.ts) on the demo's database with its visits copied to ${r.visits.toLocaleString('en-GB')}, SQLite: every CSV table, the content in both languages, the media and the manifest with checksums. Goal: under ${GOAL_SECONDS} s.`,
    '',
    '| Visits in visits.csv | CSV rows written | Size | Time |',
    '|---|---|---|---|',
    `| ${r.visitRows.toLocaleString('en-GB')} | ${r.rows.toLocaleString('en-GB')} | ${r.megabytes.toFixed(1)} MB | ${r.seconds.toFixed(1)} s |`,
    '',
    r.seconds < GOAL_SECONDS ? 'Within the goal.' : `**Over the goal of ${GOAL_SECONDS} s.**`,
    '',
  ]
}

export function exportAlone() {
  const lines = exportSection(benchExport())
  writeReportSection(EXPORT_HEADING, lines)
  console.log(lines.join('\n'))
}
