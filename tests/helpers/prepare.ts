import { spawnSync } from 'node:child_process'
import path from 'node:path'

/** Runs scripts/prepare.ts (what `npm start` runs before serving) with only the given settings. */
export function runPrepare(env: Record<string, string>) {
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/prepare.ts'], {
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
  const clean = (text: string) => text.split('\n').filter((l) => l.trim() && !/npm warn/.test(l))
  return { status: result.status, stdout: clean(result.stdout), lines: clean(result.stderr) }
}
