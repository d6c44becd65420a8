/**
 * The parts of the production shape on one machine (decision 0028): Redis for the shared cache,
 * app instances (server/serve.mjs) and nginx in front, each from the configuration in deploy/.
 * Used by `npm run cluster`, the cluster tests and the benchmark. Plain JavaScript, built-ins only.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { serverProcessEnv } from '../../server/process-env.mjs'
import { baseEnv, ensureBuild, prepareDatabase, ROOT, sh } from './bootstrap.mjs'
import { findPgBin, freePort, startCluster } from './pg-cluster.mjs'

const NGINX_TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'parlour.conf.template')
const REDIS_CONF = path.join(ROOT, 'deploy', 'redis.conf')

/** Debian packages the cluster runs on: where each one's program usually is, and its package. */
const PACKAGES = {
  nginx: ['/usr/sbin/nginx', 'nginx'],
  'redis-server': ['/usr/bin/redis-server', 'redis-server'],
  // initdb and pg_ctl (scripts/lib/pg-cluster.mjs finds them); the package also adds the `postgres`
  // user that PostgreSQL runs as when the cluster is started by root.
  postgres: [null, 'postgresql'],
}

function which(binary) {
  const found = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() : null
}

function locate(wanted) {
  return Object.fromEntries(
    Object.entries(PACKAGES)
      .filter(([binary]) => wanted.includes(binary))
      .map(([binary, [usual]]) => [
        binary,
        binary === 'postgres' ? findPgBin() : usual && existsSync(usual) ? usual : which(binary),
      ]),
  )
}

/**
 * Where nginx, redis-server and PostgreSQL's programs are (or those of `wanted`); installs the
 * missing ones with apt when run as root, else stops with the command that installs them.
 */
export function ensureServerPackages(wanted = Object.keys(PACKAGES)) {
  let found = locate(wanted)
  const missing = Object.keys(found).filter((binary) => !found[binary])
  if (missing.length === 0) return found
  const packages = missing.map((binary) => PACKAGES[binary][1])
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`→ installing ${packages.join(', ')} with apt-get…`)
    // RUNLEVEL=1: the packages' own services are not started; the cluster runs its own.
    const env = { DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' }
    if (sh('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env }) !== 0) {
      sh('apt-get', ['update'], { env })
      sh('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env })
    }
    found = locate(wanted)
    if (Object.values(found).every(Boolean)) return found
  }
  throw new Error(
    `this needs ${packages.join(', ')}: install ${packages.length > 1 ? 'them' : 'it'} with ` +
      `\`sudo apt-get install -y ${packages.join(' ')}\` (Debian/Ubuntu) and run again`,
  )
}

/** Whether something listens on 127.0.0.1:port. */
export function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `ready()` is true, or the process exits, or the time is up. */
async function waitFor(label, ready, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${label} exited (code ${child.exitCode}) before it was ready`)
    if (await ready()) return
    await pause(150)
  }
  throw new Error(`${label} was not ready in ${Math.round(timeoutMs / 1000)} s`)
}

/** An HTTP GET on loopback; resolves with the status, or 0 when nothing answers. */
export function status(port, pathname = '/') {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, timeout: 10_000 }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(0))
  })
}

/** Stops a child with SIGTERM (SIGKILL after `graceMs`) and resolves when it has exited. */
function stopChild(child, graceMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

function output(label, log) {
  return (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) log(`[${label}] ${line}`)
  }
}

/** Redis with deploy/redis.conf on a loopback port. Resolves to { url, port, stop }. */
export async function startRedis({ binary = 'redis-server', port, dir, log = () => {} }) {
  mkdirSync(dir, { recursive: true })
  const child = spawn(binary, [REDIS_CONF, '--port', String(port), '--dir', dir, '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', () => {})
  child.stderr.on('data', output('redis', log))
  await waitFor('Redis', () => listening(port), child, 15_000)
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => stopChild(child) }
}

/**
 * One app instance (server/serve.mjs) on 127.0.0.1:port. `start()` and `stop()` may be called
 * again: the tests stop an instance under load and start it again.
 */
export function appInstance({ name, port, env, log = () => {} }) {
  let child = null
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    async start() {
      child = spawn(process.execPath, [path.join(ROOT, 'server', 'serve.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
        cwd: ROOT,
        env: serverProcessEnv(baseEnv({ ...env, NODE_ENV: 'production' })),
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.on('data', output(name, log))
      child.stderr.on('data', output(name, log))
      const started = child
      started.once('exit', (code, signal) => {
        // Said out loud: an instance that dies on its own leaves the other to carry the site.
        if (!started.stopping) log(`→ instance ${name} exited by itself (${signal ?? `code ${code}`})`)
      })
      await waitFor(
        `instance ${name}`,
        async () => {
          const code = await status(port, '/robots.txt')
          return code > 0 && code < 500
        },
        child,
        120_000,
      )
    },
    stop: () => {
      if (child) child.stopping = true
      return stopChild(child)
    },
    get pid() {
      return child?.pid
    },
  }
}

/** deploy/nginx/parlour.conf.template with its ${PARLOUR_…} names filled in. */
export function renderNginxSite(values) {
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\$\{(PARLOUR_[A-Z0-9_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx/parlour.conf.template: no value for ${name}`)
    return String(values[name])
  })
}

/**
 * nginx in the foreground with a main file of its own under `dir` (pid, logs, temporary files:
 * nothing under /etc or /var is touched) around the `http` lines given. Resolves once it listens on
 * 127.0.0.1:port, to { url, port, stop }.
 */
export async function runNginx({ binary = 'nginx', port, dir, http: httpLines, log = () => {} }) {
  const temp = path.join(dir, 'temp')
  mkdirSync(temp, { recursive: true })
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    [
      // As root, the workers would otherwise switch to `nobody`, who cannot write this folder.
      isRoot ? 'user root;' : '',
      'worker_processes auto;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${temp}/body; proxy_temp_path ${temp}/proxy; fastcgi_temp_path ${temp}/fastcgi;`,
      `  uwsgi_temp_path ${temp}/uwsgi; scgi_temp_path ${temp}/scgi;`,
      ...httpLines.map((line) => `  ${line}`),
      '}',
      '',
    ].join('\n'),
  )
  const args = ['-p', dir, '-c', conf, '-g', 'daemon off;']
  const test = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`)
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', output('nginx', log))
  child.stderr.on('data', output('nginx', log))
  await waitFor('nginx', () => listening(port), child, 15_000)
  return { url: `http://127.0.0.1:${port}`, port, stop: () => stopChild(child, 5000) }
}

/** nginx with the site file from deploy/, in front of `apps`. */
export async function startNginx({ binary = 'nginx', port, apps, dir, log = () => {} }) {
  mkdirSync(path.join(dir, 'cache'), { recursive: true })
  const site = renderNginxSite({
    PARLOUR_LISTEN: `127.0.0.1:${port}`,
    PARLOUR_APP_1: apps[0],
    PARLOUR_APP_2: apps[1],
    PARLOUR_CACHE_DIR: path.join(dir, 'cache'),
  })
  writeFileSync(path.join(dir, 'parlour.conf'), site)
  const mimeTypes = existsSync('/etc/nginx/mime.types') ? ['include /etc/nginx/mime.types;'] : []
  return runNginx({ binary, port, dir, log, http: [...mimeTypes, `include ${path.join(dir, 'parlour.conf')};`] })
}

/**
 * The whole shape on this machine: a PostgreSQL cluster (throwaway, under the system's temporary
 * folder) with the demo content, Redis, instance A (the job queue) on port+1, instance B
 * (JOBS=off) on port+2, nginx on `port`. Resolves to the parts and a `stop()` for all of them.
 *
 * @param {{ port: number, log?: (line: string) => void, env?: Record<string, string>, distDir?: string }} options
 */
export async function startParlourCluster({ port, log = console.log, env: extraEnv = {}, distDir = '.next-cluster' }) {
  const binaries = ensureServerPackages()

  const stops = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop()
    stops.length = 0
  }
  try {
    const root = mkdtempSync(path.join(os.tmpdir(), 'parlour-cluster-'))
    stops.push(() => rmSync(root, { recursive: true, force: true }))
    const pg = await startCluster({ log })
    stops.push(() => pg.stop())
    const redis = await startRedis({
      binary: binaries['redis-server'],
      port: await freePort(),
      dir: path.join(root, 'redis'),
      log,
    })
    stops.push(() => redis.stop())
    const env = {
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      MEDIA_DIR: path.join(root, 'media'),
      SMS_OUTBOX_FILE: path.join(root, 'sms-outbox.jsonl'),
      SITE_URL: `http://localhost:${port}`,
      NEXT_DIST_DIR: distDir,
      DEMO_CONTENT: 'on',
      // nginx appends the visitor's address to X-Forwarded-For; the instances take that one.
      TRUST_PROXY: '1',
      ...extraEnv,
    }
    log('→ preparing the PostgreSQL database (migrations, demo content)…')
    prepareDatabase({ ...env, NODE_ENV: 'production' })
    // Built without REDIS_URL: the build's pages stay in its files; the instances share theirs.
    const { REDIS_URL: _runtimeOnly, ...buildEnv } = env
    ensureBuild({ distDir, env: buildEnv })
    const a = appInstance({ name: 'A', port: port + 1, env: { ...env, JOBS: 'on' }, log })
    const b = appInstance({ name: 'B', port: port + 2, env: { ...env, JOBS: 'off' }, log })
    stops.push(() => Promise.all([a.stop(), b.stop()]))
    log(`→ starting instance A (job queue) on ${port + 1} and instance B (JOBS=off) on ${port + 2}…`)
    await Promise.all([a.start(), b.start()])
    const nginx = await startNginx({
      binary: binaries.nginx,
      port,
      apps: [`127.0.0.1:${port + 1}`, `127.0.0.1:${port + 2}`],
      dir: path.join(root, 'nginx'),
      log,
    })
    stops.push(() => nginx.stop())
    return { root, env, pg, redis, instances: [a, b], nginx, url: `http://localhost:${port}`, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
