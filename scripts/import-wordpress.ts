/**
 * `npm run import:wordpress -- <site-url> [--dry-run] [--prune]`: brings a WordPress site's content
 * (salons, services, the blog, stylists, vacancies, pages, contacts) into Parlour (src/features/wordpress/import.ts). Prepares the
 * database first as `npm start` does (migrations; the demo only when DEMO_CONTENT allows it and the
 * database is empty). WORDPRESS_USER and WORDPRESS_APP_PASSWORD give access to private fields.
 * Prints a progress bar per type on a terminal (plain lines otherwise) and a closing summary.
 */
import { revalidateToken } from '@/platform/cache/revalidate-token'
import { getEnv, type Env } from '@/platform/env'
import { WordPressClient, importWordPress, type ImportedType, type ImportSummary } from '@/features/wordpress'

import { loadPayload, run } from './lib/cli'
import { applyMigrations, forgetBuilds, seedDemo } from './lib/database'

const USAGE = 'Usage: npm run import:wordpress -- <site-url> [--dry-run] [--prune]'
const NAMES: Record<ImportedType, string> = {
  salons_categories: 'salon cats',
  salons: 'salons',
  services_categories: 'categories',
  services: 'services',
  articles_categories: 'blog cats',
  articles: 'articles',
  employees_categories: 'staff cats',
  skills_categories: 'skill cats',
  skills: 'skills',
  employees: 'stylists',
  vacancies: 'vacancies',
  pages: 'pages',
  contacts: 'contacts',
  media: 'images',
  redirects: '301s',
}

function parse(args: string[]) {
  const flags = args.filter((a) => a.startsWith('--'))
  const unknown = flags.filter((f) => f !== '--dry-run' && f !== '--prune')
  if (unknown.length) throw new Error(`Unknown option ${unknown.join(', ')}. ${USAGE}`)
  const sites = args.filter((a) => !a.startsWith('--'))
  if (sites.length !== 1) throw new Error(USAGE)
  return { site: sites[0]!, dryRun: flags.includes('--dry-run'), prune: flags.includes('--prune') }
}

/** A bar per type on a terminal; a line at each quarter otherwise. */
function progress(tty: boolean) {
  const last = new Map<ImportedType, number>()
  return (type: ImportedType, done: number, total: number) => {
    const name = NAMES[type].padEnd(11)
    if (tty) {
      const width = 30
      const filled = Math.round((done / Math.max(total, 1)) * width)
      process.stdout.write(`\r${name} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`)
      if (done === total) process.stdout.write('\n')
      return
    }
    const quarter = Math.floor((done / Math.max(total, 1)) * 4)
    if (quarter !== last.get(type) || done === total) {
      last.set(type, quarter)
      console.log(`${name} ${done}/${total}`)
    }
  }
}

function report(summary: ImportSummary) {
  console.log(summary.dryRun ? '\nWhat an import would do (dry run: nothing was written):' : '\nImported:')
  console.log('              created  updated  unchanged  skipped  deleted')
  for (const [type, n] of Object.entries(summary.types) as [ImportedType, ImportSummary['types'][ImportedType]][])
    console.log(
      `  ${NAMES[type].padEnd(11)} ${[n.created, n.updated, n.unchanged, n.skipped, n.deleted].map((x) => String(x).padStart(8)).join(' ')}`,
    )
  if (summary.warnings.length) {
    console.log(`\n${summary.warnings.length} warning(s):`)
    for (const w of summary.warnings) console.log(`  - ${w}`)
  }
}

/**
 * A site running on this database renders its pages afresh (POST /api/revalidate with a token of
 * PAYLOAD_SECRET); when none answers at SITE_URL, the next start rebuilds.
 */
async function refreshRunningSite(env: Env, log: (line: string) => void): Promise<void> {
  const url = new URL('/api/revalidate', env.siteUrl)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidateToken(env.payloadSecret)}` },
      signal: AbortSignal.timeout(10_000),
    })
    if (response.ok) log(`the site running at ${env.siteUrl} shows the imported content now`)
    else
      log(
        `the site at ${env.siteUrl} refused to refresh its pages (${response.status}): does it use this PAYLOAD_SECRET? ` +
          'Restart it to show the imported content.',
      )
  } catch {
    log(`no site answers at ${env.siteUrl}: the imported content shows from its next start`)
  }
}

run('import:wordpress', async () => {
  const { site, dryRun, prune } = parse(process.argv.slice(2))
  const env = getEnv()
  const log = (line: string) => console.log(`[import] ${line}`)
  const payload = await loadPayload()
  await applyMigrations(payload, env, log)
  if (!dryRun) await seedDemo(payload, env, { log })
  const client = new WordPressClient({
    siteUrl: site,
    user: process.env.WORDPRESS_USER || undefined,
    appPassword: process.env.WORDPRESS_APP_PASSWORD || undefined,
  })
  const tty = Boolean(process.stdout.isTTY)
  const summary = await importWordPress(payload, {
    client,
    dryRun,
    prune,
    progress: progress(tty),
    // Skips and failures are in the summary; on a terminal the bars stay tidy.
    log: tty ? () => {} : log,
  })
  report(summary)
  const changed = Object.values(summary.types).some((n) => n.created + n.updated + n.deleted > 0)
  if (!dryRun && changed) {
    forgetBuilds(log, env.databaseUrl)
    await refreshRunningSite(env, log)
  }
  if (summary.failed)
    throw new Error(`The import stopped: ${summary.failed} What was imported before is kept; run it again to finish.`)
})
