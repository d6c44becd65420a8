import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * Starts Payload with its job crons (config `jobs.autoRun`) in this process: the Next server
 * calls it once at start-up (src/instrumentation.ts), so queued jobs — forwarding callback
 * requests — run and retry without waiting for a visitor or an admin to wake Payload up.
 */
export async function startBackgroundJobs(): Promise<void> {
  await getPayload({ config, cron: true })
}
