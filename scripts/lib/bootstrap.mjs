/**
 * Steps shared by `npm start`, `npm test` and `npm run bench`, in plain JavaScript with Node
 * built-ins only: they run on a fresh clone before dependencies are installed.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { hintsReport, markStartupChunks } from './compile-hints.mjs'

export const ROOT = path.resolve(import.meta.dirname, '..', '..')
export const DATA_DIR = path.join(ROOT, 'data')
export const SECRET_FILE = path.join(DATA_DIR, '.payload-secret')
/** Next to a build: the database it was made from (scripts/lib/database.ts forgetBuilds reads it). */
export const BUILD_DATABASE_FILE = 'parlour-build-database'

/** Quiet, offline-friendly defaults for every child process. */
export function baseEnv(extra = {}) {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_TELEMETRY_DISABLED: '1',
    ...extra,
  }
}

export function sh(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    cwd: ROOT,
    ...options,
    env: baseEnv(options.env),
  })
  if (result.error) throw result.error
  return result.status ?? 1
}

/** A step that failed; `main` turns it into a message and the step's exit code. */
export class StepFailed extends Error {
  constructor(label, status, why = `failed (exit ${status})`) {
    super(`${label} ${why}`)
    this.status = status
  }
}

/** Runs a command; throws StepFailed when it does not succeed, so callers' cleanup still runs. */
export function mustRun(label, command, args, options = {}) {
  const status = sh(command, args, options)
  if (status !== 0) throw new StepFailed(label, status)
}

/**
 * Runs a command in the background with its output kept aside, for steps that run side by side:
 * resolves to { label, status, output } once it ends (the caller prints the output in one piece,
 * so two steps' lines never interleave).
 */
export function runQuietly(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: ROOT,
      ...options,
      env: baseEnv(options.env),
    })
    const chunks = []
    child.stdout.on('data', (c) => chunks.push(c))
    child.stderr.on('data', (c) => chunks.push(c))
    child.on('error', reject)
    child.on('close', (code, signal) =>
      resolve({ label, status: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    )
  })
}

/**
 * The exit code of a script (scripts/lib/cli.ts `run`) that ended before its work settled, nothing
 * of it committed (EX_TEMPFAIL).
 */
export const STALLED = 75

/**
 * Runs a tsx script of scripts/ (one run through scripts/lib/cli.ts `run`) and checks that it
 * finished its work: exit 0 alone is not enough, the script must also have left its completion
 * mark (PARLOUR_DONE_FILE, written by `run` once the work has settled), so `npm start` never
 * builds on an unprepared database. A script that ended with its work unsettled (exit STALLED,
 * see `run`) is not run again: the cause of those ends is fixed (scripts/lib/cli.ts
 * `importConfig`), so another one is a new fault to look into, not bad luck.
 */
export function mustFinish(label, script, args = [], options = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parlour-step-'))
  const mark = path.join(dir, 'done')
  try {
    const status = sh(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [script, ...args], {
      ...options,
      env: { ...options.env, PARLOUR_DONE_FILE: mark },
    })
    if (status !== 0) throw new StepFailed(label, status)
    if (!existsSync(mark)) throw new StepFailed(label, 1, 'ended with exit 0 without finishing its work')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** `scripts/prepare.ts` (migrations, demo content when allowed) with `env`, finished or StepFailed. */
export const prepareDatabase = (env = {}) => mustFinish('database preparation', 'scripts/prepare.ts', [], { env })

/** Entry point of the plain-JS scripts: a failed step ends the process with its message and code. */
export async function main(body) {
  try {
    await body()
  } catch (error) {
    if (error instanceof StepFailed) {
      console.error(`\n✗ ${error.message}`)
      process.exit(error.status || 1)
    }
    console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

/** Installs dependencies with `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json')
  const lock = path.join(ROOT, 'package-lock.json')
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return
  console.log('→ installing dependencies (npm ci)…')
  mustRun('npm ci', 'npm', ['ci', '--no-audit', '--no-fund'])
}

/**
 * Without an operator's PAYLOAD_SECRET, the demo generates one once and keeps it in
 * data/.payload-secret (git-ignored, readable by this user only).
 */
export function ensureDemoSecret() {
  if (process.env.PAYLOAD_SECRET) return false
  mkdirSync(DATA_DIR, { recursive: true })
  if (!existsSync(SECRET_FILE)) {
    writeFileSync(SECRET_FILE, randomBytes(32).toString('hex') + '\n', { mode: 0o600 })
    console.log('→ generated a secret for this demo in data/.payload-secret')
  }
  return true
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/** Where scripts/build-behaviours.mjs writes the browser scripts (git-ignored). */
const GENERATED_SCRIPTS = path.join('public', '_parlour') + path.sep

/** A fingerprint of everything a production build is made from. */
export function buildInputsHash(extra = '') {
  const hash = createHash('sha256')
  const files = [
    'package-lock.json',
    'next.config.ts',
    'tsconfig.json',
    'scripts/lib/compile-hints.mjs',
    'scripts/build-behaviours.mjs',
  ]
  // server/: the route handlers import its shared rules (body limits, the client address header).
  for (const dir of ['src', 'public', 'server']) {
    const abs = path.join(ROOT, dir)
    if (!existsSync(abs)) continue
    for (const f of walk(abs)) {
      const file = path.relative(ROOT, f)
      // What the build writes itself (scripts/build-behaviours.mjs) is made from src/, not an input.
      if (!/\.test\.tsx?$/.test(f) && !file.startsWith(GENERATED_SCRIPTS)) files.push(file)
    }
  }
  for (const f of files.sort()) {
    const abs = path.join(ROOT, f)
    if (!existsSync(abs)) continue
    hash.update(f)
    hash.update(readFileSync(abs))
  }
  hash.update(extra)
  return hash.digest('hex')
}

const buildStamp = (distDir) => path.join(ROOT, distDir, 'parlour-build-inputs')
const wantedBuild = (distDir, env) => buildInputsHash(`${distDir}|${env.SITE_URL ?? process.env.SITE_URL ?? ''}`)

/** Whether `distDir` holds a build of the current inputs: one `ensureBuild` would keep. */
export function buildIsCurrent({ distDir = '.next', env = {} } = {}) {
  const stamp = buildStamp(distDir)
  return (
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === wantedBuild(distDir, env) &&
    existsSync(path.join(ROOT, distDir, 'BUILD_ID')) &&
    existsSync(path.join(ROOT, GENERATED_SCRIPTS, 'manifest.json'))
  )
}

/** Builds into `distDir` unless a build of the same inputs is already there. */
export function ensureBuild({ distDir = '.next', env = {}, force = false } = {}) {
  const stamp = buildStamp(distDir)
  const wanted = wantedBuild(distDir, env)
  if (!force && buildIsCurrent({ distDir, env })) {
    console.log(`→ production build in ${distDir} is current`)
    return false
  }
  // The content cache of an earlier build may hold data shaped by earlier code or read from
  // another database: a new build starts without it.
  rmSync(path.join(ROOT, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  console.log(`→ building the site (${distDir})…`)
  // The browser scripts first: pages read their manifest when they prerender.
  mustRun('browser scripts build', process.execPath, [path.join(ROOT, 'scripts', 'build-behaviours.mjs')])
  mustRun('next build', path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], {
    env: { NEXT_DIST_DIR: distDir, ...env },
  })
  console.log(`→ ${hintsReport(markStartupChunks(ROOT, distDir))}`)
  writeFileSync(stamp, wanted)
  writeFileSync(
    path.join(ROOT, distDir, BUILD_DATABASE_FILE),
    env.DATABASE_URL ?? process.env.DATABASE_URL ?? 'file:./data/parlour.db',
  )
  return true
}

/** As root on Debian, installs `pkg` with apt-get (saying so); true when apt-get succeeded. */
function aptInstall(what, pkg) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false
  console.log(`→ ${what} not found: installing Debian’s ${pkg} with apt-get…`)
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  return (
    sh('apt-get', ['update'], { env }) === 0 &&
    sh('apt-get', ['install', '-y', '--no-install-recommends', pkg], { env }) === 0
  )
}

/** Chromium for end-to-end tests and Lighthouse: CHROME_PATH, else /usr/bin/chromium, else apt. */
export function ensureChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  for (const c of candidates) if (existsSync(c)) return c
  if (aptInstall('Chromium', 'chromium') && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  console.error(
    'Chromium is needed for the browser tests. Install it with `sudo apt-get install -y chromium` ' +
      '(or set CHROME_PATH to a Chromium/Chrome binary) and run again.',
  )
  process.exit(1)
}

/** The major version of the Java at `command` (`java -version` prints it on stderr), or null. */
function javaMajor(command) {
  const result = spawnSync(command, ['-version'], { encoding: 'utf8' })
  if (result.error || result.status !== 0) return null
  const version = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr)
  if (!version) return null
  // Java 8 and older call themselves "1.8".
  return version[1] === '1' ? Number(version[2]) : Number(version[1])
}

/**
 * Java 17+ for the Nu HTML checker of the end-to-end tests (the `vnu-jar` package, whose own install
 * script, which would download a JRE, is denied in package.json; decision 0051): $JAVA_HOME's, else
 * the one on the PATH, else Debian's openjdk-17-jre-headless with apt.
 */
export function ensureJava() {
  const candidates = [process.env.JAVA_HOME && path.join(process.env.JAVA_HOME, 'bin', 'java'), 'java'].filter(Boolean)
  for (const c of candidates) if ((javaMajor(c) ?? 0) >= 17) return c
  if (aptInstall('Java 17', 'openjdk-17-jre-headless')) {
    for (const c of ['java', '/usr/lib/jvm/java-17-openjdk-amd64/bin/java']) if ((javaMajor(c) ?? 0) >= 17) return c
  }
  console.error(
    'Java 17 or newer is needed for the HTML checker of the browser tests. Install it with ' +
      '`sudo apt-get install -y openjdk-17-jre-headless` (or set JAVA_HOME) and run again.',
  )
  process.exit(1)
}

/** Flags that keep Chromium quiet on a machine without internet. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
