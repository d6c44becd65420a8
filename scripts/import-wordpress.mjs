/**
 * `npm run import:wordpress -- <site-url> [--dry-run] [--prune]` on a fresh clone: installs the
 * dependencies when missing and makes the demo's secret as `npm start` does, then runs the import
 * (scripts/import-wordpress.ts).
 */
import path from 'node:path'

import { ensureDemoSecret, ensureDependencies, main, mustRun, ROOT } from './lib/bootstrap.mjs'

ensureDependencies()
ensureDemoSecret()
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx')
await main(async () => {
  mustRun('the WordPress import', tsx, ['scripts/import-wordpress.ts', ...process.argv.slice(2)], {
    env: { NODE_ENV: 'production' },
  })
})
