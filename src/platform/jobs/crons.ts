import type { Env } from '@/platform/env'

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
export function jobCrons(env: Pick<Env, 'runJobs' | 'wordpress' | 'stripe'>): JobCron[] {
  if (!env.runJobs) return []
  return [
    { cron: '*/10 * * * * *', queue: 'default', limit: 50 },
    { cron: '* * * * *', queue: 'reminders', limit: 5 },
    // The WordPress sync (WORDPRESS_URL): one run at a time.
    ...(env.wordpress ? [{ cron: '* * * * *', queue: 'wordpress', limit: 1 }] : []),
    // Payment pages Stripe has not reported on (STRIPE_SECRET_KEY): settled within minutes.
    ...(env.stripe ? [{ cron: '* * * * *', queue: 'payments', limit: 1 }] : []),
  ]
}

/** The WordPress sync's cron for "every n minutes": under an hour as a minute step, else whole hours. */
export function syncCron(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`
  return `0 */${Math.max(1, Math.round(minutes / 60))} * * *`
}
