/**
 * `npm run import:clients -- <file.csv> [--dry-run] [--map field=Header,…] [--salon NAME]` on a
 * fresh clone: installs the dependencies when missing and makes the demo's secret as `npm start`
 * does, then runs the import (scripts/import-clients.ts).
 */

import { ensureDemoSecret, ensureDependencies, main, mustFinish } from './lib/bootstrap.mjs'

ensureDependencies()
ensureDemoSecret()
await main(async () => {
  mustFinish('the client import', 'scripts/import-clients.ts', process.argv.slice(2), {
    env: { NODE_ENV: 'production' },
  })
})
