import type { Env } from '@/lib/env'

/** One cron of Payload's job runner: which queue it works through, how often, how many at a time. */
export interface JobCron {
  cron: string
  queue: string
  limit: number
}

/**
 * The crons this instance starts. Due jobs (callback forwarding, booking SMS) run every 10 s,
 * retries waiting for their back-off; the reminders queue is looked at every minute. With
 * JOBS=off there are none: the instance neither runs jobs nor schedules the reminders job, so
 * several instances on one database leave the whole queue to the one with JOBS=on.
 */
export function jobCrons(env: Pick<Env, 'runJobs'>): JobCron[] {
  if (!env.runJobs) return []
  return [
    { cron: '*/10 * * * * *', queue: 'default', limit: 50 },
    { cron: '* * * * *', queue: 'reminders', limit: 5 },
  ]
}
