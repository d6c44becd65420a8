import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/platform/env'

import { jobCrons, syncCron } from './crons'

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

  it('starts none with JOBS=off, so it neither runs nor schedules jobs', () => {
    expect(jobCrons(env('off'))).toEqual([])
  })
})
