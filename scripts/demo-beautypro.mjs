/**
 * `npm run demo:beautypro`: the site in Beauty Pro mode against the fake Beauty Pro API of the test
 * tree (tests/fakes/beauty-pro — a test double on a loopback port, not the real service), so the
 * mode can be tried on one machine. Installs dependencies when missing, then hands over to
 * scripts/demo-beautypro.ts.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { baseEnv, ensureDependencies, ROOT } from './lib/bootstrap.mjs'

ensureDependencies()
const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/demo-beautypro.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: baseEnv(),
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
