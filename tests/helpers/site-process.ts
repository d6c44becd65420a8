/**
 * The production server (`node server/serve.mjs`, what `npm start` runs) in a child process on a
 * free loopback port, with the build in NEXT_DIST_DIR and the given configuration; ready once it
 * says so, stopped with SIGTERM as an operator stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process'

import { freePort } from '../../scripts/lib/pg-cluster.mjs'

export interface SiteProcess {
  url: string
  /** What the server printed (the last 200 kB), for failure messages. */
  output(): string
  stop(): Promise<void>
}

export async function startSite(env: Record<string, string>): Promise<SiteProcess> {
  const port = (await freePort()) as number
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['server/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SITE_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-200_000)
      if (output.includes('Ready on')) resolve()
    }
    child.stdout!.on('data', collect)
    child.stderr!.on('data', collect)
    child.once('exit', (code) => reject(new Error(`the site stopped before it was ready (exit ${code}):\n${output}`)))
  })
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
