/**
 * `npm run demo:payments`: the site taking prepayments through the fake Stripe API of the test
 * tree (tests/fakes/stripe — a test double on a loopback port, not Stripe), so payments
 * can be tried on one machine. Installs dependencies when missing, then hands over to
 * scripts/demo-payments.ts.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { baseEnv, ensureDependencies, ROOT } from './lib/bootstrap.mjs'

ensureDependencies()
const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/demo-payments.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: baseEnv(),
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
