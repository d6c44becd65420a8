/**
 * `npm run bench`: builds the production site on a throwaway demo database, serves it, and runs
 * Lighthouse (mobile preset, the system Chromium) on the pages below, first-load JavaScript per
 * page type, the HTML size of four pages against their budgets (bench/lib/html-size.mjs), HTTP load on a service page beside the same HTML as a static file, the booking
 * engine's timings, the booking API under load (bench/booking-api.mjs), bookings one at a time with
 * and without a prepayment (bench/booking-writes.mjs) and the upstream budget in
 * Beauty Pro mode (bench/beautypro.mjs), and the production shape — nginx in front of two instances
 * against nginx serving the same HTML as a file, and one instance alone (bench/cluster.mjs), and the
 * memory of one instance under ten minutes of mixed traffic (bench/soak.mjs), and the salon's export
 * of 50,000 visits (bench/export.mjs); writes bench/report.md.
 * Lighthouse runs five times per page (BENCH_RUNS): each figure reported is its own median.
 *
 * `npm run bench -- --only=soak` runs the memory soak alone and updates only its section;
 * `--only=live` the live calendars (bench/live.mjs: 50 event streams, a burst of 100 changes);
 * `--only=import` the import of 10,000 clients (bench/import.mjs) and `--only=export` the export
 * likewise; `--only=pages` the pages alone (Lighthouse, first-load JavaScript, HTML size: a build and
 * about a quarter of an hour), each of their sections replaced in the report.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  baseEnv,
  CHROMIUM_FLAGS,
  ensureBuild,
  ensureChromium,
  ensureDependencies,
  prepareDatabase,
  ROOT,
  main,
} from '../scripts/lib/bootstrap.mjs'
import { servedFirstLoadJs } from './lib/bundles.mjs'
import { htmlSizes, htmlSizeSection } from './lib/html-size.mjs'
import { writeReportSection } from './lib/section.mjs'
import { measureGet } from './lib/load.mjs'
import { PAGE_TYPES } from './lib/page-types.mjs'

import { benchBeautyPro, beautyProSection } from './beautypro.mjs'
import { benchBookingApi, bookingApiSection } from './booking-api.mjs'
import { benchBookingWrites, bookingWritesSection } from './booking-writes.mjs'
import { benchCluster, clusterSection } from './cluster.mjs'
import { benchImport, importAlone, importSection } from './import.mjs'
import { benchLive, liveAlone, liveSection } from './live.mjs'
import { benchSoak, soakAlone, soakSection } from './soak.mjs'
import { benchExport, exportAlone, exportSection } from './export.mjs'
import { serverProcessEnv } from '../server/process-env.mjs'

if (process.argv.includes('--only=soak')) {
  await main(() => soakAlone())
  process.exit(0)
}
if (process.argv.includes('--only=export')) {
  await main(async () => exportAlone())
  process.exit(0)
}
if (process.argv.includes('--only=live')) {
  await main(async () => void (await liveAlone()))
  process.exit(0)
}
if (process.argv.includes('--only=import')) {
  await main(async () => importAlone())
  process.exit(0)
}
/** `--only=pages`: Lighthouse, first-load JavaScript and HTML size alone, each section replaced in place. */
const PAGES_ONLY = process.argv.includes('--only=pages')

await main(async () => {
  const RUNS = Number(process.env.BENCH_RUNS || 5)
  const PORT = Number(process.env.BENCH_PORT || 3200)
  const PAGES = PAGE_TYPES

  ensureDependencies()
  const chrome = ensureChromium()
  const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-bench-'))
  const outDir = path.join(ROOT, 'bench', 'out')
  mkdirSync(outDir, { recursive: true })
  const env = {
    DATABASE_URL: `file:${path.join(tmp, 'bench.db')}`,
    MEDIA_DIR: path.join(tmp, 'media'),
    PAYLOAD_SECRET: 'parlour-bench-secret-0123456789abcdef0123',
    DEMO_CONTENT: 'on',
    SITE_URL: `http://localhost:${PORT}`,
    NEXT_DIST_DIR: '.next-bench',
    NODE_ENV: 'production',
  }

  async function waitFor(url, timeoutMs) {
    const until = Date.now() + timeoutMs
    while (Date.now() < until) {
      try {
        const res = await fetch(url)
        if (res.ok) return
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 250))
    }
    throw new Error(`${url} did not answer within ${timeoutMs} ms`)
  }

  // Booking engine timings first, on a quiet machine (no server, no build running).
  const engine = PAGES_ONLY
    ? null
    : JSON.parse(
        execFileSync(bin('tsx'), ['bench/engine.ts'], { cwd: ROOT, env: baseEnv(), encoding: 'utf8' })
          .trim()
          .split('\n')
          .at(-1),
      )
  // Moving 10,000 clients in, on its own throwaway database, while the machine is still quiet.
  const imported = PAGES_ONLY ? null : benchImport()

  let server
  try {
    prepareDatabase(env)
    ensureBuild({ distDir: '.next-bench', env, force: true })
    server = spawn(process.execPath, ['server/serve.mjs', '-p', String(PORT)], {
      cwd: ROOT,
      env: serverProcessEnv(baseEnv(env)),
      stdio: ['ignore', openSync(path.join(outDir, 'server.log'), 'w'), openSync(path.join(outDir, 'server.log'), 'a')],
    })
    await waitFor(`http://localhost:${PORT}/`, 60_000)

    // What each page type's HTML loads before it is interactive, as served (not the build's own list).
    const bundles = []
    const known = new Map()
    for (const { name, path: pagePath } of PAGES)
      bundles.push({ name, ...(await servedFirstLoadJs(`http://127.0.0.1:${PORT}`, pagePath, known)) })
    const rows = await lighthouseRows({ port: PORT, chrome, outDir, runs: RUNS, bin })

    // The HTML of the pages with a budget (and home and salon), as the server sends it.
    const htmlRows = await htmlSizes(`http://127.0.0.1:${PORT}`)
    if (PAGES_ONLY) {
      const sections = pageSections({ rows, bundles, htmlRows, runs: RUNS, commit: currentCommit() })
      for (const [heading, lines] of sections) writeReportSection(heading, lines)
      console.log(sections.flatMap(([, lines]) => lines).join('\n'))
      return
    }

    // Load: the service page from the Next server, then the same bytes from a plain static server.
    const loadPath = PAGES.find((p) => p.name === 'Service').path
    const html = await (await fetch(`http://127.0.0.1:${PORT}${loadPath}`)).text()
    const htmlFile = path.join(tmp, 'service.html')
    writeFileSync(htmlFile, html)
    const loads = { next: await measureGet(`http://127.0.0.1:${PORT}${loadPath}`, { connections: 10, seconds: 10 }) }
    const staticServer = spawn(
      process.execPath,
      [path.join(ROOT, 'bench', 'lib', 'static-server.mjs'), htmlFile, String(PORT + 1)],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    try {
      await new Promise((resolve, reject) => {
        staticServer.stdout.once('data', resolve)
        staticServer.once('exit', (code) => reject(new Error(`static server exited with ${code}`)))
      })
      loads.static = await measureGet(`http://127.0.0.1:${PORT + 1}/`, { connections: 10, seconds: 10 })
    } finally {
      staticServer.kill('SIGTERM')
    }

    // Booking API under load, after Lighthouse so the two do not compete for the CPU.
    const bookingApi = await benchBookingApi(`http://127.0.0.1:${PORT}`)
    // The same build in Beauty Pro mode against the fake: what reaches Beauty Pro under load.
    const beautyPro = await benchBeautyPro({ env, port: PORT + 2, outDir })
    const stopped = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await stopped
    // Bookings one at a time: Parlour alone, with Stripe configured, and with a prepayment (fake Stripe).
    // Alone on the database: a second server writing the same SQLite file would make both wait.
    const writes = await benchBookingWrites({ env, port: PORT + 20, outDir, dir: tmp })
    // Memory under mixed traffic: a fresh instance of the same build on the same port.
    const soak = await benchSoak({ env, port: PORT, dir: tmp })
    writeFileSync(path.join(outDir, 'soak-timeline.csv'), soak.timeline)
    // 50 calendars open on the event stream: a burst of changes, then LIVE_SOAK_SECONDS of a change every 2 s.
    const live = await benchLive({
      env,
      port: PORT,
      dir: tmp,
      soakSeconds: Number(process.env.LIVE_SOAK_SECONDS || 600),
    })
    // PostgreSQL, nginx and Redis come from apt when missing (as root), else the bench stops saying how.
    const cluster = await benchCluster({ port: PORT + 10, log: (line) => line.startsWith('→') && console.log(line) })
    // The salon's export with 50,000 visits, on a database of its own.
    const exported = benchExport()

    const commit = currentCommit()
    const lines = [
      '# Parlour benchmark report',
      '',
      `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, ` +
        `Node ${process.version}, ${os.cpus().length} cores. Production build, demo content on SQLite, served by \`npm start\`'s server (server/serve.mjs).`,
      '',
      ...pageSections({ rows, bundles, htmlRows, runs: RUNS, commit }).flatMap(([, lines]) => lines),
      `## Load: a service page (\`${loadPath}\`), 10 connections × 10 s (autocannon, loopback)`,
      '',
      `The same HTML (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB) served by the production server (Next behind server/serve.mjs) and by a plain Node static file server.`,
      '',
      '| Server | Requests/s | p50 | p99 | Requests | Failures |',
      '|---|---|---|---|---|---|',
      ...[
        ['Parlour server, Next (prerendered page)', loads.next],
        ['static file', loads.static],
      ].map(
        ([name, l]) =>
          `| ${name} | ${Math.round(l.rps)} | ${l.p50} ms | ${l.p99} ms | ${l.requests} | ${l.non2xx + l.errors} |`,
      ),
      '',
      '## Booking engine: free time for 10 stylists × 31 days',
      '',
      'Five bookings per stylist-day, across the spring clock change; 101 runs per gap mode (goal ≤ 10 ms).',
      '',
      '| Gap mode | First run | Median | p95 |',
      '|---|---|---|---|',
      ...Object.entries(engine).map(
        ([mode, t]) => `| ${mode} | ${t.first.toFixed(1)} ms | ${t.median.toFixed(2)} ms | ${t.p95.toFixed(2)} ms |`,
      ),
      '',
      ...bookingApiSection(bookingApi),
      ...bookingWritesSection(writes),
      ...importSection(imported),
      ...beautyProSection(beautyPro),
      ...soakSection(soak, { commit }),
      ...liveSection(live),
      ...clusterSection(cluster),
      ...exportSection(exported),
    ]
    // What earlier runs found stays at the end of the report (written by hand, kept by every run).
    const previous = (() => {
      try {
        return readFileSync(path.join(ROOT, 'bench', 'report.md'), 'utf8')
      } catch {
        return ''
      }
    })()
    const findings = previous.indexOf('## Findings of earlier runs')
    if (findings >= 0) lines.push(previous.slice(findings).trimEnd(), '')
    writeFileSync(path.join(ROOT, 'bench', 'report.md'), lines.join('\n'))
    console.log(lines.join('\n'))
  } finally {
    server?.kill('SIGTERM')
    rmSync(tmp, { recursive: true, force: true })
  }
})

/** Lighthouse (mobile preset) `runs` times on each page type: the median of each figure, and the spreads of performance and LCP. */
async function lighthouseRows({ port, chrome, outDir, runs, bin }) {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)]
  }
  const rows = []
  for (const pageDef of PAGE_TYPES) {
    const url = `http://localhost:${port}${pageDef.path}`
    // Warm the server once. A kept-alive socket may have been closed by the server while
    // Lighthouse ran: one retry on a fresh connection.
    const warm = await fetch(url).catch(() => fetch(url))
    if (!warm.ok) throw new Error(`${url} answered ${warm.status}`)
    const results = []
    for (let i = 0; i < runs; i++) {
      const file = path.join(outDir, `${pageDef.name.toLowerCase().replace(/\W+/g, '-')}-${i + 1}.json`)
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): try a run up to three times.
      for (let attempt = 1; ; attempt++) {
        try {
          execFileSync(
            bin('lighthouse'),
            [
              url,
              '--form-factor=mobile',
              '--only-categories=performance,accessibility,best-practices,seo',
              `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
              '--output=json',
              `--output-path=${file}`,
              '--quiet',
            ],
            { cwd: ROOT, env: baseEnv({ CHROME_PATH: chrome }), stdio: ['ignore', 'ignore', 'inherit'] },
          )
          break
        } catch (error) {
          if (attempt >= 3) throw error
          console.error(`Lighthouse run failed (attempt ${attempt}); trying again`)
        }
      }
      const lhr = JSON.parse(readFileSync(file, 'utf8'))
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      })
    }
    // Each figure is its own median: one run's LCP, picked by its score, moved with that run's luck.
    const middle = (key) => median(results.map((r) => r[key]))
    const range = (key, format) =>
      `${format(Math.min(...results.map((r) => r[key])))}–${format(Math.max(...results.map((r) => r[key])))}`
    rows.push({
      ...pageDef,
      performance: middle('performance'),
      accessibility: middle('accessibility'),
      bestPractices: middle('bestPractices'),
      seo: middle('seo'),
      lcp: middle('lcp'),
      tbt: middle('tbt'),
      cls: middle('cls'),
      spread: range('performance', String),
      lcpSpread: range('lcp', (ms) => (ms / 1000).toFixed(2)),
    })
  }
  return rows
}

/** The latest commit, for the report's header lines. */
function currentCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
  } catch {
    return 'uncommitted'
  }
}

/** The report's sections about the pages: Lighthouse, first-load JavaScript and HTML size, as [heading, lines]. */
function pageSections({ rows, bundles, htmlRows, runs, commit }) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ')
  return [
    [
      '## Lighthouse (mobile preset, system Chromium)',
      [
        '## Lighthouse (mobile preset, system Chromium)',
        '',
        `Measured on ${when} UTC at commit ${commit}. Each figure is the median of ${runs} runs; the spreads of performance and LCP over the runs are given.`,
        '',
        '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Perf. spread | LCP spread |',
        '|---|---|---|---|---|---|---|---|---|---|',
        ...rows.map(
          (r) =>
            `| ${r.name} (\`${r.path}\`) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ` +
            `${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.spread} | ${r.lcpSpread} s |`,
        ),
        '',
        'Lighthouse simulates a mid-range phone on a throttled 4G connection; LCP and TBT are simulated figures.',
        '',
      ],
    ],
    [
      '## First-load JavaScript per page type',
      [
        '## First-load JavaScript per page type',
        '',
        'The scripts each page loads before it is interactive, as the server sends it: those its HTML names and their static imports (`servedFirstLoadJs`), gzip level 9 and brotli quality 11. What loads on a click (the booking widget, search, the callback form) is not counted.',
        '',
        '| Page type | Address | Files | Uncompressed | gzip | brotli |',
        '|---|---|---|---|---|---|',
        ...bundles.map(
          (b) =>
            `| ${b.name} | \`${b.path}\` | ${b.files.length} | ${(b.rawBytes / 1024).toFixed(1)} KB | ` +
            `${(b.gzipBytes / 1024).toFixed(1)} KB | ${(b.brotliBytes / 1024).toFixed(1)} KB |`,
        ),
        '',
      ],
    ],
    ['## HTML size', htmlSizeSection(htmlRows)],
  ]
}
