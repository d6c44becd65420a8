/** The instance under soak: server/serve.mjs with the bench's memory probe loaded, as `npm start` tunes it. */
import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import path from 'node:path'

import { baseEnv, ROOT } from '../../scripts/lib/bootstrap.mjs'
import { serverProcessEnv } from '../../server/process-env.mjs'

/** Starts the instance with the probe loaded (the soak's memory probe unless told another); resolves once it answers. */
export async function startServer({ env, port, dir, probe = 'memory-probe.mjs', log = 'soak-server.log' }) {
  const logFile = path.join(dir, log)
  const processEnv = serverProcessEnv(baseEnv(env))
  const settings = Object.entries(processEnv)
    .filter(([name]) => /^MALLOC_|^NODE_OPTIONS$|^LD_PRELOAD$/.test(name))
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')
  const server = spawn(
    process.execPath,
    [
      '--import',
      path.join(ROOT, 'bench', 'lib', probe),
      '--heapsnapshot-signal=SIGUSR2',
      `--diagnostic-dir=${dir}`,
      path.join(ROOT, 'server', 'serve.mjs'),
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    { cwd: ROOT, env: processEnv, stdio: ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')] },
  )
  let exited = null
  server.once('exit', (code, signal) => (exited = { code, signal }))
  const until = Date.now() + 120_000
  for (;;) {
    if (exited) throw new Error(`the soak's server stopped (${JSON.stringify(exited)}); see ${logFile}`)
    if (Date.now() > until) throw new Error(`the soak's server did not answer in 120 s; see ${logFile}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/booking/locations`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    server,
    logFile,
    settings,
    stop: async () => {
      if (exited) return
      const gone = new Promise((r) => server.once('exit', r))
      server.kill('SIGTERM')
      await gone
    },
  }
}
