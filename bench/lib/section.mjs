/**
 * One section of bench/report.md, written or replaced by its heading, the other sections left as
 * they are (a new one goes before the findings kept by hand at the end, when there are any).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ROOT } from '../../scripts/lib/bootstrap.mjs'

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
