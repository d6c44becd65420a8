/** The soak's section of bench/report.md: written from the summary, and put in place of an earlier one. */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ROOT } from '../../scripts/lib/bootstrap.mjs'
import { CLIENTS, FLAT_MB_PER_MINUTE, mb, RSS_LIMIT_MB, SAMPLE_SECONDS, WARMUP_REQUESTS, WORKERS } from './settings.mjs'

export const SOAK_HEADING = '## Memory: one instance under mixed traffic'

export function soakSection(s, { commit, when = new Date() } = {}) {
  const f = (bytes) => `${mb(bytes).toFixed(0)} MB`
  const minute = (m) => `${Number.isInteger(m) ? m : m.toFixed(1)} min`
  const verdict = s.pass
    ? `**PASS**: flat after the warm-up (${s.slope.toFixed(2)} MB/min ≤ ${FLAT_MB_PER_MINUTE}) and under ${RSS_LIMIT_MB} MB (peak ${f(s.peak)}).`
    : `**FAIL**: ${[
        !s.flat && `grows ${s.slope.toFixed(2)} MB/min after the warm-up (limit ${FLAT_MB_PER_MINUTE})`,
        !s.under && `peak ${f(s.peak)} is not under ${RSS_LIMIT_MB} MB`,
        s.afterStatus !== 200 && `the home page answered ${s.afterStatus} afterwards`,
      ]
        .filter(Boolean)
        .join('; ')}.`
  return [
    SOAK_HEADING,
    '',
    `Measured ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${commit ?? 'uncommitted'} by ` +
      `\`node bench/soak.mjs\` (also \`npm run bench -- --only=soak\`, and part of \`npm run bench\`): one ` +
      `\`server/serve.mjs\` on SQLite with the demo content, ${s.minutes} minutes of mixed traffic from ${WORKERS} ` +
      `concurrent loops in a second process — pages of the sitemap with their images and scripts, the booking reads, ` +
      `holds and bookings by ${CLIENTS} signed-in clients (cancelled or released again), the staff API as the demo ` +
      `admin, 404s and malformed requests. RSS from /proc/<pid>/status every ${SAMPLE_SECONDS} s; the V8 heap by a ` +
      `probe loaded only in the bench (bench/lib/memory-probe.mjs). Warm-up: the first ${minute(s.warmupEnd)} (until ${WARMUP_REQUESTS.toLocaleString('en-GB')} requests were answered, within a fifth and a half of the run). ` +
      `The machine is shared: throughput is noisy, memory is the figure.`,
    '',
    verdict,
    '',
    '| Figure | RSS | V8 heap used / committed | Outside the heap (buffers, native) |',
    '|---|---|---|---|',
    `| Started, before traffic (start-up took ${(s.startupMs / 1000).toFixed(0)} s) | ${f(s.idleRss)} | | |`,
    `| After reading the site and signing in | ${f(s.setupRss)} | | |`,
    `| Warm-up peak (first ${minute(s.warmupEnd)}) | ${f(s.warmupPeak)} | | |`,
    ...s.checkpoints.map((c, i) => {
      const h = s.heapAt[i]
      return `| At ${minute(c.minute)} | ${f(c.rss)} | ${h ? `${f(h.heapUsed)} / ${f(h.heapTotal)}` : '–'} | ${h ? f(h.external) : '–'} |`
    }),
    `| Largest sample / peak (VmHWM) | ${f(s.maxRss)} / ${f(s.peak)} | ${Number.isNaN(s.maxHeapUsed) ? '–' : f(s.maxHeapUsed)} | |`,
    `| Slope after the warm-up (least squares) | ${s.slope.toFixed(2)} MB/min | ${s.heapSlope.toFixed(2)} MB/min | |`,
    '',
    `The server's memory settings (server/process-env.mjs, as \`npm start\` starts it): ${s.settings ? `\`${s.settings}\`` : 'none'}; ` +
      `V8's heap limit in the process: ${Number.isNaN(s.heapLimit) ? 'unknown' : f(s.heapLimit)}.`,
    '',
    `${s.requests.toLocaleString('en-GB')} requests (${(s.requests / (s.minutes * 60)).toFixed(0)}/s), ` +
      `${s.fiveHundreds} answered 5xx${s.serverErrors.length ? ` (${s.serverErrors.map((e) => `\`${e}\``).join(', ')})` : ''}; ` +
      `the home page answered ${s.afterStatus} afterwards.`,
    '',
    '| Family | Requests | Statuses |',
    '|---|---|---|',
    ...s.byFamily.map((b) => `| ${b.family} | ${b.total} | ${b.statuses.map(([k, n]) => `${k}×${n}`).join(' ')} |`),
    '',
  ]
}

/** Puts the soak's section into bench/report.md in place of an earlier one, leaving the rest. */
export function writeSoakSection(lines) {
  const file = path.join(ROOT, 'bench', 'report.md')
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Parlour benchmark report\n'
  const start = text.indexOf(SOAK_HEADING)
  const section = lines.join('\n')
  let next
  if (start === -1) next = `${text.trimEnd()}\n\n${section}`
  else {
    // The measured part ends at the next heading; the findings kept under it (### …) stay.
    const ends = ['\n## ', '\n### '].map((h) => text.indexOf(h, start + SOAK_HEADING.length)).filter((i) => i !== -1)
    const end = ends.length ? Math.min(...ends) : -1
    next = text.slice(0, start) + section + (end === -1 ? '' : text.slice(end))
  }
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`)
}

export function currentCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'server', 'next.config.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim()
    return dirty ? `${sha} with uncommitted changes` : sha
  } catch {
    return 'uncommitted'
  }
}
