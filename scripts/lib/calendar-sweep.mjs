/**
 * The pure parts of `npm run test:calendar` (scripts/test-calendar.mjs): the moments, the clock
 * override's environment, reading a run's output and writing the results table.
 */

/**
 * When each run starts, and why that moment.
 * @type {[moment: string, why: string][]}
 */
export const DEFAULT_MOMENTS = [
  ['2027-01-16T18:30:00Z', 'a Saturday evening, after the salons close: nothing is left to book today'],
  ['2027-01-17T11:00:00Z', 'a Sunday, late morning'],
  ['2027-03-28T00:30:00Z', 'the spring clock change: London jumps from 01:00 GMT to 02:00 BST during the run'],
  [
    '2027-06-30T22:30:00Z',
    'the last evening of June in BST: London passes midnight into July while UTC is still on 30 June',
  ],
  ['2027-10-31T00:30:00Z', 'the autumn clock change: London repeats 01:00–02:00 during the run'],
  ['2027-12-31T23:30:00Z', 'New Year’s Eve: the run crosses into 2028'],
  ['2028-02-29T09:00:00Z', 'the leap day, a Tuesday morning'],
  [
    '2027-01-21T16:45:00Z',
    'a Thursday at 16:45: late afternoon, today offers only its last few times, at the notice limit',
  ],
  [
    '2027-01-22T18:20:00Z',
    'a Friday at 18:20, minutes before the last time of the day (19:30, an hour’s notice) is no longer offered',
  ],
]

/**
 * The environment that shifts a process's clock to start at `moment`. An offset (not an absolute
 * start) so that every process started later agrees on the time; monotonic clocks are shifted too
 * (Chromium hangs with only the wall clock shifted); file times stay real.
 */
export function clockEnv(lib, moment, now = Date.now()) {
  const offsetSeconds = Math.round((Date.parse(moment) - now) / 1000)
  return {
    LD_PRELOAD: lib,
    FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`,
    FAKETIME_DONT_FAKE_MONOTONIC: '0',
    NO_FAKE_STAT: '1',
  }
}

export const londonTime = (ms) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(ms)

/** What a run's output says: the stage timings when it passed, the failing tests when not. */
export function summarise(output) {
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '')
  const passed = /✓ all suites passed in (\d+) s \((.*)\)\s*$/m.exec(plain)
  if (passed) return { ok: true, detail: `${passed[1]} s (${passed[2]})` }
  const failures = new Set()
  for (const line of plain.split('\n')) {
    const e2e = /^\s*\d+\) \[[^\]]+\] › (.+?)(?:\s+─+)?$/.exec(line)
    if (e2e) failures.add(e2e[1].trim())
    const vitest = /^\s*(?:FAIL|×)\s+(.+?)(?:\s+\d+ms)?$/.exec(line)
    if (vitest) failures.add(vitest[1].trim())
  }
  const step = /✗ (.+)$/m.exec(plain)
  const list = [...failures].slice(0, 12)
  return { ok: false, detail: [step?.[1] ?? 'failed', ...list].join('; ') }
}

/** The results table of docs/calendar-sweep.md. */
export function sweepReport(rows, { commit, command, finished }) {
  const lines = [
    '# Calendar sweep',
    '',
    `\`${command}\` at ${commit}, finished ${finished} by the real clock. Every process of each run saw ` +
      'the clock start at the moment below (libfaketime, docs/decisions/0019).',
    '',
    '| Run started at (UTC) | In London | Why this moment | Result | Time |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.moment.replace('.000Z', 'Z')} | ${londonTime(Date.parse(r.moment))} | ${r.why} | ${r.ok ? 'passed' : 'FAILED'}: ${r.detail.replace(/\|/g, '\\|')} | ${r.minutes.toFixed(1)} min |`,
    ),
    '',
  ]
  return lines.join('\n')
}
