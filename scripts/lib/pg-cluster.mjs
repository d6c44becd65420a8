/**
 * A throwaway PostgreSQL cluster on a loopback port, for tests and for writing migrations.
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user.
 * Plain JavaScript with Node built-ins only: it runs before anything is compiled.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** Directory holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPgBin() {
  const candidates = []
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN)
  const base = '/usr/lib/postgresql'
  if (existsSync(base)) {
    for (const v of readdirSync(base).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(base, v, 'bin'))
  }
  candidates.push('/usr/local/bin', '/usr/bin')
  for (const dir of candidates) {
    if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir
  }
  return null
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts a cluster and creates a database. Returns { url, stop }.
 * @param {{ database?: string, log?: (line: string) => void }} [options]
 */
export async function startCluster(options = {}) {
  const bin = findPgBin()
  if (!bin) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found')
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  let uid
  let gid
  if (isRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    if (id.status !== 0) throw new Error('Running as root but there is no `postgres` user to run PostgreSQL as')
    uid = Number(id.stdout.trim())
    gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  }
  const asServer = (cmd, args) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' })

  const root = mkdtempSync(path.join(os.tmpdir(), 'parlour-pg-'))
  const dataDir = path.join(root, 'data')
  const password = randomBytes(12).toString('hex')
  const pwFile = path.join(root, 'pw')
  writeFileSync(pwFile, password + '\n')
  if (isRoot) {
    chownSync(root, uid, gid)
    chownSync(pwFile, uid, gid)
  }
  chmodSync(pwFile, 0o600)
  chmodSync(root, 0o700)

  const port = await freePort()
  const user = 'parlour'
  const database = options.database ?? 'parlour'
  asServer('initdb', [
    '-D',
    dataDir,
    '-U',
    user,
    '--auth=scram-sha-256',
    `--pwfile=${pwFile}`,
    '--encoding=UTF8',
    '--locale=C',
  ])
  asServer('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-t',
    '60',
    '-l',
    path.join(root, 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ])
  const env = { ...process.env, PGPASSWORD: password }
  createDb(bin, port, user, env, database, password)
  const url = `postgres://${user}:${password}@127.0.0.1:${port}/${database}`
  options.log?.(`PostgreSQL test cluster on 127.0.0.1:${port}`)

  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      asServer('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
    } catch {
      // already gone
    }
    rmSync(root, { recursive: true, force: true })
  }
  return {
    url,
    port,
    password,
    user,
    database,
    createDatabase: (name) => createDb(bin, port, user, env, name, password),
    stop,
  }
}

function createDb(bin, port, user, env, name, password) {
  const createdb = existsSync(path.join(bin, 'createdb')) ? path.join(bin, 'createdb') : 'createdb'
  execFileSync(createdb, ['-h', '127.0.0.1', '-p', String(port), '-U', user, name], { env, stdio: 'pipe' })
  return `postgres://${user}:${password}@127.0.0.1:${port}/${name}`
}
