/**
 * `npm run import:wordpress -- <site-url> [--dry-run] [--prune]` on a fresh clone: installs the
 * dependencies when missing and makes the demo's secret as `npm start` does, then runs the import
 * (scripts/import-wordpress.ts).
 */

import { ensureDemoSecret, ensureDependencies, main, mustFinish } from './lib/bootstrap.mjs'

ensureDependencies()
ensureDemoSecret()
await main(async () => {
  mustFinish('the WordPress import', 'scripts/import-wordpress.ts', process.argv.slice(2), {
    env: { NODE_ENV: 'production' },
  })
})
