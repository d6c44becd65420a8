import { describe, expect, it } from 'vitest'

import { clockEnv, DEFAULT_MOMENTS, londonTime, summarise, sweepReport } from './calendar-sweep.mjs'

describe('the calendar sweep', () => {
  it('runs on a Saturday, a Sunday, both 2027 clock-change Sundays, 31 December and 29 February 2028', () => {
    const days = DEFAULT_MOMENTS.map(([moment]) => londonTime(Date.parse(moment)))
    expect(days.some((d) => d.startsWith('Sat'))).toBe(true)
    expect(days.filter((d) => d.startsWith('Sun')).length).toBeGreaterThanOrEqual(3)
    const utcDays = DEFAULT_MOMENTS.map(([moment]) => moment.slice(0, 10))
    for (const day of ['2027-03-28', '2027-10-31', '2027-12-31', '2028-02-29']) expect(utcDays).toContain(day)
    expect(DEFAULT_MOMENTS.length).toBeGreaterThanOrEqual(9)
  })

  it('runs late on an open weekday: in the afternoon, and just before the day’s last time goes', () => {
    // The demo salons are open until 20:00 on weekdays; the last start is 19:30, offered until
    // 18:30 (an hour's notice). A suite that picks "the first offered time" must hold then too.
    const weekdayTimes = DEFAULT_MOMENTS.map(([moment]) => londonTime(Date.parse(moment))).filter(
      (d) => !/^(Sat|Sun)/.test(d),
    )
    const clock = (d: string) => /(\d\d:\d\d) /.exec(d)![1]!
    expect(weekdayTimes.some((d) => clock(d) >= '16:00' && clock(d) < '18:00')).toBe(true)
    expect(weekdayTimes.some((d) => clock(d) >= '18:00' && clock(d) < '18:30')).toBe(true)
  })

  it('shifts the clock by an offset from now, monotonic clocks too, file times left real', () => {
    const now = Date.parse('2026-11-22T12:00:00Z')
    expect(clockEnv('/lib/faketime.so', '2026-11-23T12:00:30Z', now)).toEqual({
      LD_PRELOAD: '/lib/faketime.so',
      FAKETIME: '+86430',
      FAKETIME_DONT_FAKE_MONOTONIC: '0',
      NO_FAKE_STAT: '1',
    })
    expect(clockEnv('/lib/faketime.so', '2026-11-22T11:00:00Z', now).FAKETIME).toBe('-3600')
  })

  it('shows each moment in London time, summer or winter', () => {
    expect(londonTime(Date.parse('2027-06-30T22:30:00Z'))).toBe('Wed, 30 Jun 2027, 23:30 BST')
    expect(londonTime(Date.parse('2027-01-16T18:30:00Z'))).toBe('Sat, 16 Jan 2027, 18:30 GMT')
  })

  it('reads the timings of a passed run and the failing tests of a failed one', () => {
    const timings = 'unit: 12 s, integration (SQLite): 94 s, integration (PostgreSQL): 115 s, e2e: 450 s'
    expect(summarise(`…\n\u001b[32m✓ all suites passed in 801 s (${timings})\u001b[39m\n`)).toEqual({
      ok: true,
      detail: `801 s (${timings})`,
    })
    const failed = summarise(
      [
        '  1) [chromium] › tests/e2e/admin-schedule.e2e.ts:71:1 › staff see a visit booked online ───',
        ' FAIL  int tests/int/booking-api.int.test.ts > books a visit',
        '✗ end-to-end tests failed (exit 1)',
      ].join('\n'),
    )
    expect(failed.ok).toBe(false)
    expect(failed.detail).toBe(
      'end-to-end tests failed (exit 1); tests/e2e/admin-schedule.e2e.ts:71:1 › staff see a visit booked online; int tests/int/booking-api.int.test.ts > books a visit',
    )
  })

  it('writes one row per run, with the pipe of a test name escaped', () => {
    const table = sweepReport(
      [{ moment: '2028-02-29T09:00:00.000Z', why: 'the leap day', ok: false, detail: 'a | b', minutes: 12.34 }],
      { commit: 'abc1234', command: 'npm run test:calendar', finished: '2026-11-23' },
    )
    expect(table).toContain(
      '| 2028-02-29T09:00:00Z | Tue, 29 Feb 2028, 09:00 GMT | the leap day | FAILED: a \\| b | 12.3 min |',
    )
    expect(table).toContain('`npm run test:calendar` at abc1234, finished 2026-11-23')
  })
})
