/**
 * `npm start`: a fresh clone to a running site with demo content at http://localhost:3000.
 * Installs dependencies when missing, prepares the database (migrations, demo seed), builds when
 * the build is not current, then serves the production build. PORT is respected.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { serverProcessEnv } from '../server/process-env.mjs'
import {
  baseEnv,
  ensureBuild,
  ensureDemoSecret,
  ensureDependencies,
  main,
  prepareDatabase,
  ROOT,
} from './lib/bootstrap.mjs'

const port = process.env.PORT || '3000'
ensureDependencies()
const demo = ensureDemoSecret()
// The demo has a published password: it listens on this machine only unless HOST says otherwise.
const host = process.env.HOST || (demo ? '127.0.0.1' : '0.0.0.0')

// The database is prepared to the end (not only exit 0: bootstrap.mjs prepareDatabase) before any build.
await main(async () => {
  prepareDatabase({ NODE_ENV: 'production' })
  ensureBuild()
})

console.log(`→ serving http://localhost:${port}`)
const server = spawn(process.execPath, [path.join(ROOT, 'server', 'serve.mjs'), '-p', port, '-H', host], {
  cwd: ROOT,
  stdio: 'inherit',
  // The allocator settings and heap limit of server/process-env.mjs, unless the operator set their own.
  env: serverProcessEnv(baseEnv({ NODE_ENV: 'production' })),
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
