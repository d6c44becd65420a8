import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { STALLED } from '../../scripts/lib/bootstrap.mjs'

/**
 * Runs scripts/prepare.ts (what `npm start` runs before serving) with only the given settings; a
 * run that stopped with its work unsettled (STALLED, see scripts/lib/cli.ts run) is run again, at
 * most twice, as `npm start` does.
 */
export function runPrepare(env: Record<string, string>) {
  const once = () =>
    spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/prepare.ts'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ...env,
      },
      timeout: 120_000,
    })
  let result = once()
  for (let retry = 0; result.status === STALLED && retry < 2; retry++) result = once()
  const clean = (text: string) => text.split('\n').filter((l) => l.trim() && !/npm warn/.test(l))
  return { status: result.status, stdout: clean(result.stdout), lines: clean(result.stderr) }
}
