/**
 * The import's figure for bench/report.md (issue 31): 10,000 clients moved in from a CSV, on a
 * throwaway SQLite database with the migrations applied (bench/import.ts does the timing), and the
 * same file a second time. `npm run bench -- --only=import` runs it alone and rewrites only its
 * section; `npm run bench` includes it.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { baseEnv, mustRun, ROOT } from '../scripts/lib/bootstrap.mjs'

export const IMPORT_HEADING = '## Moving in: 10,000 clients from a CSV'
const GOAL_SECONDS = 60

export function benchImport({ count = 10_000 } = {}) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-import-bench-'))
  const env = baseEnv({
    DATABASE_URL: `file:${path.join(tmp, 'import.db')}`,
    MEDIA_DIR: path.join(tmp, 'media'),
    PAYLOAD_SECRET: 'parlour-bench-secret-0123456789abcdef0123',
    DEMO_CONTENT: 'off',
    NODE_ENV: 'production',
  })
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx')
  try {
    mustRun('database preparation', tsx, ['scripts/prepare.ts'], { env })
    const out = execFileSync(tsx, ['bench/import.ts', path.join(tmp, 'clients.csv'), String(count)], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    })
    return JSON.parse(out.trim().split('\n').at(-1))
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
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

/** Writes the import's section into bench/report.md, leaving the other sections as they are. */
export function writeImportSection(lines) {
  const file = path.join(ROOT, 'bench', 'report.md')
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Parlour benchmark report\n'
  const section = lines.join('\n')
  const start = text.indexOf(IMPORT_HEADING)
  let next
  if (start === -1) {
    // Before the findings kept by hand at the end, when there are any.
    const findings = text.indexOf('\n## Findings of earlier runs')
    next =
      findings === -1
        ? `${text.trimEnd()}\n\n${section}`
        : `${text.slice(0, findings).trimEnd()}\n\n${section.trimEnd()}\n${text.slice(findings)}`
  } else {
    const end = text.indexOf('\n## ', start + IMPORT_HEADING.length)
    next = text.slice(0, start) + section.trimEnd() + '\n' + (end === -1 ? '' : text.slice(end))
  }
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`)
}

export function importAlone() {
  const result = benchImport()
  const lines = importSection(result)
  writeImportSection(lines)
  console.log(lines.join('\n'))
}

if (import.meta.url === `file://${process.argv[1]}`) importAlone()
