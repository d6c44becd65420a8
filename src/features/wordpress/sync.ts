/**
 * Keeping a WordPress site in sync while a salon moves (WORDPRESS_URL): the background job queue
 * runs the same import as `npm run import:wordpress` every WORDPRESS_SYNC_MINUTES. After the first
 * whole run, WordPress is asked only for posts modified since the last completed run (its
 * `modified_after`, WordPress 5.7+), less a day: WordPress compares that moment with the site's
 * local time, and a day covers any time zone; what comes back unchanged is compared and left
 * alone. Changed items are updated and, inside the running site, revalidate their pages as an
 * admin edit does. Each run is recorded in `wordpress-runs` for staff to read.
 */
import type { Payload, TaskConfig } from 'payload'

import { getEnv } from '@/platform/env'
import { WordPressClient } from './source/client'

import { syncCron } from '@/platform/jobs/crons'

import { importWordPress, type ImportSummary } from './import'

/** One line for the admin's list: what changed in all. */
export function summaryLine(s: ImportSummary): string {
  const sum = (k: 'created' | 'updated' | 'skipped' | 'deleted') => Object.values(s.types).reduce((n, t) => n + t[k], 0)
  const line = `${sum('created')} created, ${sum('updated')} updated, ${sum('skipped')} skipped, ${sum('deleted')} deleted`
  return s.failed ? `Stopped — ${line}` : line
}

const MARGIN_MS = 24 * 60 * 60 * 1000

/** Where the next run starts reading: a day before the last completed run of this site; null for a whole run. */
export async function syncFrom(payload: Payload, site: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'wordpress-runs',
    where: { and: [{ site: { equals: site } }, { failed: { exists: false } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const last = docs[0]?.finishedAt ?? docs[0]?.createdAt
  return last ? new Date(Date.parse(last) - MARGIN_MS).toISOString().slice(0, 19) : null
}

export async function runWordPressSync(payload: Payload, siteUrl: string): Promise<ImportSummary> {
  const client = new WordPressClient({
    siteUrl,
    user: process.env.WORDPRESS_USER || undefined,
    appPassword: process.env.WORDPRESS_APP_PASSWORD || undefined,
  })
  const site = new URL(siteUrl).origin
  const since = await syncFrom(payload, site)
  const summary = await importWordPress(payload, { client, modifiedAfter: since ?? undefined })
  await payload.create({
    collection: 'wordpress-runs',
    overrideAccess: true,
    data: {
      site,
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
