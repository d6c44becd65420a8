/**
 * `npm run export -- <folder>` on a fresh clone: installs the dependencies when missing and makes the
 * demo's secret as `npm start` does, then writes the salon's export (scripts/export.ts).
 */

import { ensureDemoSecret, ensureDependencies, main, mustFinish } from './lib/bootstrap.mjs'

ensureDependencies()
ensureDemoSecret()
await main(async () => {
  mustFinish('the export', 'scripts/export.ts', process.argv.slice(2), { env: { NODE_ENV: 'production' } })
})
