import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'

import { jobCrons } from './crons'

const env = (JOBS?: string) => parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32), JOBS }, { generatedSecret: null })

describe('the job crons an instance starts', () => {
  it('works through the default queue every 10 s and the reminders queue every minute', () => {
    expect(jobCrons(env())).toEqual([
      { cron: '*/10 * * * * *', queue: 'default', limit: 50 },
      { cron: '* * * * *', queue: 'reminders', limit: 5 },
    ])
  })

  it('starts none with JOBS=off, so it neither runs nor schedules jobs', () => {
    expect(jobCrons(env('off'))).toEqual([])
  })
})
