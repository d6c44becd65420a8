/**
 * Keeping a WordPress site in sync while a salon moves (WORDPRESS_URL): the background job queue
 * runs the same import as `npm run import:wordpress` every WORDPRESS_SYNC_MINUTES. Items unchanged
 * since the last run are compared and left alone (no write); changed ones are updated and, inside
 * the running site, revalidate their pages as an admin edit does. Each run is recorded in
 * `wordpress-runs` for staff to read.
 */
import type { Payload, TaskConfig } from 'payload'

import { getEnv } from '@/lib/env'
import { WordPressClient } from '@/lib/wordpress/client'

import { syncCron } from '../jobs/crons'

import { importWordPress, type ImportSummary } from './import'

/** One line for the admin's list: what changed in all. */
export function summaryLine(s: ImportSummary): string {
  const sum = (k: 'created' | 'updated' | 'skipped' | 'deleted') => Object.values(s.types).reduce((n, t) => n + t[k], 0)
  const line = `${sum('created')} created, ${sum('updated')} updated, ${sum('skipped')} skipped, ${sum('deleted')} deleted`
  return s.failed ? `Stopped — ${line}` : line
}

export async function runWordPressSync(payload: Payload, siteUrl: string): Promise<ImportSummary> {
  const client = new WordPressClient({
    siteUrl,
    user: process.env.WORDPRESS_USER || undefined,
    appPassword: process.env.WORDPRESS_APP_PASSWORD || undefined,
  })
  const summary = await importWordPress(payload, { client })
  await payload.create({
    collection: 'wordpress-runs',
    overrideAccess: true,
    data: {
      site: new URL(siteUrl).origin,
      summary: summaryLine(summary),
      counts: summary.types,
      warnings: summary.warnings.join('\n') || undefined,
      failed: summary.failed ?? undefined,
      finishedAt: new Date().toISOString(),
    },
  })
  return summary
}

export const wordpressSyncTask: TaskConfig<'wordpressSync'> = {
  slug: 'wordpressSync',
  label: 'WordPress sync',
  retries: 0,
  // Scheduled only when WORDPRESS_URL is set; the 'wordpress' queue runs one at a time.
  schedule: (() => {
    const wp = getEnv().wordpress
    return wp ? [{ cron: syncCron(wp.syncMinutes), queue: 'wordpress' }] : []
  })(),
  inputSchema: [{ name: 'siteUrl', type: 'text' }],
  outputSchema: [{ name: 'summary', type: 'text' }],
  handler: async ({ input, req }) => {
    const site = input?.siteUrl || getEnv().wordpress?.url
    if (!site) return { output: { summary: 'WORDPRESS_URL is not set: nothing to sync.' } }
    return { output: { summary: summaryLine(await runWordPressSync(req.payload, site)) } }
  },
}
