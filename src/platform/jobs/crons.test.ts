import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/platform/env'

import { BACKUP_CRON, backupSchedule, jobCrons, syncCron } from './crons'

const env = (JOBS?: string) => parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32), JOBS }, { generatedSecret: null })

describe('the job crons an instance starts', () => {
  it('works through the default queue every 10 s and the reminders queue every minute', () => {
    expect(jobCrons(env())).toEqual([
      { cron: '*/10 * * * * *', queue: 'default', limit: 50 },
      { cron: '* * * * *', queue: 'reminders', limit: 5 },
    ])
  })

  it('works through the WordPress sync one run at a time when WORDPRESS_URL is set', () => {
    const wp = parseEnv(
      { PAYLOAD_SECRET: 'x'.repeat(32), WORDPRESS_URL: 'https://old.example.com', WORDPRESS_SYNC_MINUTES: '30' },
      { generatedSecret: null },
    )
    expect(wp.wordpress).toEqual({ url: 'https://old.example.com', syncMinutes: 30 })
    expect(jobCrons(wp)).toContainEqual({ cron: '* * * * *', queue: 'wordpress', limit: 1 })
    expect(syncCron(15)).toBe('*/15 * * * *')
    expect(syncCron(120)).toBe('0 */2 * * *')
    expect(env().wordpress).toBeNull()
    expect(() =>
      parseEnv(
        { PAYLOAD_SECRET: 'x'.repeat(32), WORDPRESS_URL: 'ftp://x', WORDPRESS_SYNC_MINUTES: '2' },
        { generatedSecret: null },
      ),
    ).toThrow(/WORDPRESS_URL|WORDPRESS_SYNC_MINUTES/)
  })

  it('asks Stripe about unsettled payment pages every minute when Stripe is configured', () => {
    const paying = parseEnv(
      {
        PAYLOAD_SECRET: 'x'.repeat(32),
        STRIPE_SECRET_KEY: 'sk_test_' + 'k'.repeat(24),
        STRIPE_WEBHOOK_SECRET: 'whsec_' + 'w'.repeat(32),
      },
      { generatedSecret: null },
    )
    expect(jobCrons(paying)).toContainEqual({ cron: '* * * * *', queue: 'payments', limit: 1 })
    expect(jobCrons(env()).map((c) => c.queue)).not.toContain('payments')
  })

  it('makes a backup once a day when BACKUP_DIR is set, and none otherwise', () => {
    const backing = parseEnv(
      { PAYLOAD_SECRET: 'x'.repeat(32), BACKUP_DIR: '/srv/parlour-backups', BACKUP_KEEP: '30' },
      { generatedSecret: null },
    )
    expect(backing.backup).toEqual({ dir: '/srv/parlour-backups', keep: 30, daily: true })
    expect(jobCrons(backing)).toContainEqual({ cron: '* * * * *', queue: 'backup', limit: 1 })
    expect(backupSchedule(backing)).toEqual([{ cron: BACKUP_CRON, queue: 'backup' }])
    // Once a day: a fixed minute and hour, every day of the month, every month, every weekday.
    expect(BACKUP_CRON).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/)

    // Unset: `npm run backup` still writes to data/backups and keeps 14, but nothing is scheduled.
    expect(env().backup).toMatchObject({ keep: 14, daily: false })
    expect(env().backup.dir).toMatch(/data\/backups$/)
    expect(jobCrons(env()).map((c) => c.queue)).not.toContain('backup')
    expect(backupSchedule(env())).toEqual([])
    // With JOBS=off the instance leaves the backup to the one running the queue.
    expect(jobCrons({ ...backing, runJobs: false })).toEqual([])
    expect(() => parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32), BACKUP_KEEP: '0' }, { generatedSecret: null })).toThrow(
      /BACKUP_KEEP/,
    )
  })

  it('starts none with JOBS=off, so it neither runs nor schedules jobs', () => {
    expect(jobCrons(env('off'))).toEqual([])
  })
})
