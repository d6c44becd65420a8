/**
 * What the benches of one figure share. One section of bench/report.md, written or replaced by its heading, the other sections left as
 * they are (a new one goes before the findings kept by hand at the end, when there are any).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { baseEnv, mustRun, ROOT } from '../../scripts/lib/bootstrap.mjs'

export function writeReportSection(heading, lines) {
  const file = path.join(ROOT, 'bench', 'report.md')
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Parlour benchmark report\n'
  const section = lines.join('\n')
  const start = text.indexOf(heading)
  let next
  if (start === -1) {
    const findings = text.indexOf('\n## Findings of earlier runs')
    next =
      findings === -1
        ? `${text.trimEnd()}\n\n${section}`
        : `${text.slice(0, findings).trimEnd()}\n\n${section.trimEnd()}\n${text.slice(findings)}`
  } else {
    const end = text.indexOf('\n## ', start + heading.length)
    next = text.slice(0, start) + section.trimEnd() + '\n' + (end === -1 ? '' : text.slice(end))
  }
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`)
}

/**
 * Runs a tsx bench script on a throwaway SQLite database prepared as `npm start` does (with the demo
 * when `demo`), and answers the JSON of its last line. `args(tmp)` gives the script's arguments.
 */
export function runOnThrowawayDatabase(name, script, args, { demo }) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), `parlour-${name}-bench-`))
  const env = baseEnv({
    DATABASE_URL: `file:${path.join(tmp, `${name}.db`)}`,
    MEDIA_DIR: path.join(tmp, 'media'),
    PAYLOAD_SECRET: 'parlour-bench-secret-0123456789abcdef0123',
    DEMO_CONTENT: demo ? 'on' : 'off',
    NODE_ENV: 'production',
  })
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx')
  try {
    mustRun('database preparation', tsx, ['scripts/prepare.ts'], { env })
    const out = execFileSync(tsx, [script, ...args(tmp)], { cwd: ROOT, env, encoding: 'utf8' })
    return JSON.parse(out.trim().split('\n').at(-1))
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}
