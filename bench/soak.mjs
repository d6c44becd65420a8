/**
 * The memory soak: one production instance (server/serve.mjs on SQLite with the demo content) under
 * minutes of mixed traffic from this process — the public pages of the sitemap and their images,
 * the booking reads, holds and bookings by a few signed-in clients (each cancelled or released
 * again, so the diary does not fill), the staff API with the demo admin's session, 404s and
 * malformed requests. The server's resident memory (/proc/<pid>/status) is sampled every few
 * seconds, its V8 heap by a probe loaded only here (bench/lib/memory-probe.mjs); the section says
 * whether memory stays flat after the warm-up and under 500 MB.
 *
 * Used by bench/run.mjs; alone, `node bench/soak.mjs [--minutes=N] [--snapshots]` (or
 * `npm run bench -- --only=soak`) prepares a database and the build in .next-bench itself, runs the
 * soak and writes its section into bench/report.md, leaving the other sections as they are.
 * `--snapshots` also writes V8 heap snapshots of the server at the end of the warm-up and of the run
 * into bench/out (for finding what grows; they are large).
 *
 * The parts, under bench/soak/: settings.mjs (durations and limits), traffic.mjs (the request
 * sender and sign-ins), scenarios.mjs (the traffic mix), server.mjs (the instance with the probe),
 * sampling.mjs (memory from /proc and the probe), analysis.mjs (the figures and the verdict),
 * report.mjs (the section of bench/report.md).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { ensureBuild, ensureDependencies, main, mustRun, ROOT } from '../scripts/lib/bootstrap.mjs'
import { summarise, timeline, warmupEndOf } from './soak/analysis.mjs'
import { currentCommit, soakSection, writeSoakSection } from './soak/report.mjs'
import { procMemory, readHeapProbe, startSampling } from './soak/sampling.mjs'
import { chooser, scenarios } from './soak/scenarios.mjs'
import { startServer } from './soak/server.mjs'
import { CLIENTS, SAMPLE_SECONDS, SOAK_MINUTES, WORKERS } from './soak/settings.mjs'
import { readSite, signIn, staffSignIn, Traffic } from './soak/traffic.mjs'

export { slopePerMinute, warmupEndOf } from './soak/analysis.mjs'
export { currentCommit, SOAK_HEADING, soakSection, writeSoakSection } from './soak/report.mjs'
export { FLAT_MB_PER_MINUTE, RSS_LIMIT_MB, SOAK_MINUTES, WARMUP_REQUESTS } from './soak/settings.mjs'

/**
 * Runs the soak against a fresh instance on `port`. `env` is the bench's server environment (a
 * prepared SQLite database, the build's dist dir, SITE_URL naming this port); `dir` a scratch folder.
 */
export async function benchSoak({ env, port, dir, minutes = SOAK_MINUTES, snapshots = false, log = console.log }) {
  const outboxFile = path.join(dir, 'soak-sms.jsonl')
  const probeFile = path.join(dir, 'soak-heap.jsonl')
  rmSync(probeFile, { force: true })
  const serverEnv = {
    ...env,
    // Each request comes from its own address, as a crowd would: the per-address limits are the
    // rate-limit bench's business, not the soak's.
    TRUST_PROXY: '1',
    SMS_OUTBOX_FILE: outboxFile,
    SOAK_PROBE_FILE: probeFile,
    SOAK_PROBE_SECONDS: String(SAMPLE_SECONDS),
  }
  const started = Date.now()
  const { server, stop, settings } = await startServer({ env: serverEnv, port, dir })
  const startupMs = Date.now() - started
  const pid = server.pid
  const idle = procMemory(pid)
  const t = new Traffic(`http://127.0.0.1:${port}`, env.SITE_URL ?? `http://localhost:${port}`)
  let sampler
  try {
    const site = await readSite(t)
    const clients = []
    for (let i = 0; i < CLIENTS; i++)
      clients.push(await signIn(t, outboxFile, `+4477009008${String(i).padStart(2, '0')}`))
    const staff = { cookie: await staffSignIn(t) }
    const setupRss = procMemory(pid)

    const chooseScenario = chooser(scenarios(t, site, clients, staff))
    const durationMs = minutes * 60_000
    const t0 = Date.now()
    const answered = () =>
      [...t.counts.values()].reduce((sum, seen) => sum + [...seen.values()].reduce((a, b) => a + b, 0), 0)
    sampler = startSampling({
      pid,
      t0,
      answered,
      snapshotAt: snapshots ? [minutes * 0.2, minutes * 0.98] : [],
      snapshot: (elapsed) => {
        server.kill('SIGUSR2')
        log(`  heap snapshot asked at ${elapsed.toFixed(1)} min (into ${dir})`)
      },
      log,
    })
    async function worker() {
      while (Date.now() - t0 < durationMs) await chooseScenario()()
    }
    await Promise.all(Array.from({ length: WORKERS }, worker))
    const samples = sampler.stop()
    // The server must still answer at the end.
    const after = await t.send('after', 'GET', '/', { headers: { accept: 'text/html' } })
    const heap = readHeapProbe(probeFile, t0)
    const summary = summarise({
      minutes,
      warmupEnd: warmupEndOf(samples, minutes),
      samples,
      heap,
      idle,
      setupRss,
      startupMs,
      counts: t.counts,
      after,
    })
    return { ...summary, settings, serverErrors: [...t.serverErrors], timeline: timeline(samples, heap) }
  } finally {
    sampler?.stop()
    await stop()
  }
}

/** The soak alone: its own database and the bench's build, then its section in bench/report.md. */
export async function soakAlone(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: { minutes: { type: 'string' }, snapshots: { type: 'boolean' }, only: { type: 'string' } },
    strict: false,
  })
  const minutes = Number(values.minutes ?? process.env.BENCH_SOAK_MINUTES ?? SOAK_MINUTES)
  if (!(minutes > 0)) throw new Error('--minutes must be a positive number')
  const port = Number(process.env.BENCH_PORT || 3200)
  ensureDependencies()
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-soak-'))
  const outDir = path.join(ROOT, 'bench', 'out')
  mkdirSync(outDir, { recursive: true })
  const env = {
    DATABASE_URL: `file:${path.join(tmp, 'soak.db')}`,
    MEDIA_DIR: path.join(tmp, 'media'),
    PAYLOAD_SECRET: 'parlour-bench-secret-0123456789abcdef0123',
    DEMO_CONTENT: 'on',
    SITE_URL: `http://localhost:${port}`,
    NEXT_DIST_DIR: '.next-bench',
    NODE_ENV: 'production',
  }
  try {
    mustRun('database preparation', path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/prepare.ts'], { env })
    ensureBuild({ distDir: '.next-bench', env })
    console.log(`→ soak: ${minutes} min of mixed traffic on http://127.0.0.1:${port}`)
    const result = await benchSoak({
      env,
      port,
      dir: values.snapshots ? outDir : tmp,
      minutes,
      snapshots: !!values.snapshots,
    })
    writeFileSync(path.join(outDir, 'soak-timeline.csv'), result.timeline)
    const lines = soakSection(result, { commit: currentCommit() })
    writeSoakSection(lines)
    console.log(lines.join('\n'))
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(() => soakAlone())
