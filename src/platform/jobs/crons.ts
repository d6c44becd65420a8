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
export function jobCrons(env: Pick<Env, 'runJobs' | 'wordpress' | 'stripe' | 'backup'>): JobCron[] {
  if (!env.runJobs) return []
  return [
    { cron: '*/10 * * * * *', queue: 'default', limit: 50 },
    { cron: '* * * * *', queue: 'reminders', limit: 5 },
    // The WordPress sync (WORDPRESS_URL): one run at a time.
    ...(env.wordpress ? [{ cron: '* * * * *', queue: 'wordpress', limit: 1 }] : []),
    // Payment pages Stripe has not reported on (STRIPE_SECRET_KEY): settled within minutes.
    ...(env.stripe ? [{ cron: '* * * * *', queue: 'payments', limit: 1 }] : []),
    // The daily backup (BACKUP_DIR): its queue is looked at every minute, one backup at a time.
    ...(env.backup.daily ? [{ cron: '* * * * *', queue: 'backup', limit: 1 }] : []),
  ]
}

/** When the daily backup is due (the server's clock, normally UTC): 03:17, a quiet hour for a salon. */
export const BACKUP_CRON = '17 3 * * *'

/** The backup task's schedule: daily when BACKUP_DIR is set, otherwise none (`npm run backup` by hand). */
export function backupSchedule(env: Pick<Env, 'backup'>): { cron: string; queue: string }[] {
  return env.backup.daily ? [{ cron: BACKUP_CRON, queue: 'backup' }] : []
}

/** The WordPress sync's cron for "every n minutes": under an hour as a minute step, else whole hours. */
export function syncCron(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`
  return `0 */${Math.max(1, Math.round(minutes / 60))} * * *`
}
