/**
 * `npm run test:calendar`: the whole `npm test` run again with the clock of every process (the
 * test runner, the seed, the Next server, PostgreSQL, Chromium) shifted to chosen moments, through
 * Debian's libfaketime (docs/decisions/0019). Each run starts at its moment and the clock then
 * runs on at its usual pace, so a run that starts at 00:30 UTC on a clock-change Sunday crosses
 * the change while it runs.
 *
 *   npm run test:calendar                                  the default moments below
 *   npm run test:calendar -- 2027-03-28T00:30Z 2028-02-29T09:00Z     chosen moments (UTC)
 *   npm run test:calendar -- --only=unit,int               arguments after the moments go to npm test
 *
 * The results go to docs/calendar-sweep.md (one row per moment) and the full output of each run
 * to data/calendar-sweep/<moment>.log.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ensureChromium, ensureDependencies, main, ROOT } from './lib/bootstrap.mjs'
import { clockEnv, DEFAULT_MOMENTS, londonTime, summarise, sweepReport } from './lib/calendar-sweep.mjs'

const LIB_DIRS = ['/usr/lib/x86_64-linux-gnu/faketime', '/usr/lib/aarch64-linux-gnu/faketime', '/usr/lib/faketime']

/** libfaketime's multi-threaded library, installed with apt when missing and allowed. */
function ensureFaketime() {
  const find = () =>
    LIB_DIRS.map((d) => path.join(d, 'libfaketimeMT.so.1')).find((f) => existsSync(f)) ??
    LIB_DIRS.map((d) => path.join(d, 'libfaketime.so.1')).find((f) => existsSync(f))
  let lib = find()
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!lib && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('→ libfaketime not found: installing Debian’s faketime with apt-get…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0
    if (!apt(['install', '-y', '--no-install-recommends', 'faketime'])) {
      apt(['update'])
      apt(['install', '-y', '--no-install-recommends', 'faketime'])
    }
    lib = find()
  }
  if (!lib) {
    throw new Error(
      'The calendar sweep shifts the clock with libfaketime: install it with `sudo apt-get install -y faketime` and run again.',
    )
  }
  return lib
}

/** Fails when a process started with `env` does not see the moment: Node and Chromium both. */
function checkClock(env, moment, chromium) {
  const wanted = Date.parse(moment)
  const node = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(Date.now()))'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  const seen = Number(node.stdout)
  if (!(Math.abs(seen - wanted) < 60_000)) {
    throw new Error(`the clock override did not reach Node: it reads ${new Date(seen).toISOString()}, not ${moment}`)
  }
  const page = `data:text/html,<body><script>document.body.textContent='at:'+Date.now()</script></body>`
  const browser = spawnSync(
    chromium,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--dump-dom',
      page,
    ],
    { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 },
  )
  const match = /at:(\d+)/.exec(browser.stdout ?? '')
  if (!match || !(Math.abs(Number(match[1]) - wanted) < 120_000)) {
    throw new Error(
      `the clock override did not reach Chromium (it printed ${JSON.stringify(browser.stdout?.slice(0, 200))})`,
    )
  }
}

/** Runs `npm test` once under the shifted clock; resolves with its exit code and output. */
function runSuite(env, args, logFile) {
  return new Promise((resolve) => {
    const log = createWriteStream(logFile)
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'test.mjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const take = (chunk) => {
      const text = chunk.toString()
      output += text
      log.write(text)
      process.stdout.write(text)
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('close', (code) => log.end(() => resolve({ code: code ?? 1, output })))
  })
}

await main(async () => {
  const args = process.argv.slice(2)
  const moments = []
  while (args.length && /^\d{4}-\d\d-\d\dT/.test(args[0])) {
    const m = args.shift()
    if (Number.isNaN(Date.parse(m))) throw new Error(`not a moment: ${m} (write it like 2027-03-28T00:30Z)`)
    const moment = new Date(Date.parse(m)).toISOString()
    const known = DEFAULT_MOMENTS.find(([d]) => Date.parse(d) === Date.parse(moment))
    moments.push([moment, known?.[1] ?? 'chosen on the command line'])
  }
  const plan = moments.length ? moments : DEFAULT_MOMENTS
  ensureDependencies()
  const lib = ensureFaketime()
  const chromium = ensureChromium()
  const logDir = path.join(ROOT, 'data', 'calendar-sweep')
  mkdirSync(logDir, { recursive: true })
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim()
  const rows = []
  for (const [moment, why] of plan) {
    const env = clockEnv(lib, moment)
    checkClock(env, moment, chromium)
    console.log(`\n━━━━ npm test at ${moment} (${londonTime(Date.parse(moment))}) ━━━━`)
    const started = Date.now()
    const logFile = path.join(logDir, `${moment.replace(/:/g, '')}.log`)
    const { code, output } = await runSuite(env, args, logFile)
    const { ok, detail } = summarise(output)
    rows.push({ moment, why, ok: ok && code === 0, detail, minutes: (Date.now() - started) / 60_000 })
    writeReport(rows, commit)
  }
  console.log(`\n→ ${rows.filter((r) => r.ok).length} of ${rows.length} runs passed; results in docs/calendar-sweep.md`)
  if (rows.some((r) => !r.ok)) process.exitCode = 1
})

/** docs/calendar-sweep.md, rewritten after every run so that an interrupted sweep keeps its results. */
function writeReport(rows, commit) {
  const args = process.argv.slice(2)
  const command = `npm run test:calendar${args.length ? ` -- ${args.join(' ')}` : ''}`
  const finished = new Date(Date.now()).toISOString().slice(0, 10)
  writeFileSync(path.join(ROOT, 'docs', 'calendar-sweep.md'), sweepReport(rows, { commit, command, finished }))
}
