/**
 * Why a page's simulated LCP is what it is: loads `URL` once with Lighthouse (mobile preset, as the
 * bench does), then runs Lighthouse's own simulator (Lantern) on that trace and prints each request
 * and main-thread task of the LCP graph with its simulated start and end, and the optimistic and
 * pessimistic estimates LCP is the mean of. A tool for finding what holds LCP, not a measurement:
 * the figures of record are `npm run bench`'s.
 *
 *   node bench/lib/lantern-lcp.mjs http://localhost:3200/services/female/hair/   (a running server)
 *
 * What it showed (decisions 0058–0060): after the document (≈ 600 ms: DNS counts 2 round trips, the
 * connection 1, the request 1), everything the page asks for starts together on new connections
 * and shares 1.6 Mbit/s; each connection's window is capped at 21 segments ÷ requests in flight,
 * so every request, byte and header in the first screen's window costs round trips of 150 ms.
 * Uses Lighthouse's internal modules (lighthouse 12.8, as locked).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CHROMIUM_FLAGS, ensureChromium, ROOT } from '../../scripts/lib/bootstrap.mjs'

const LIGHTHOUSE = path.join(ROOT, 'node_modules', 'lighthouse')
const url = process.argv[2]
if (!url) {
  console.error('usage: node bench/lib/lantern-lcp.mjs URL')
  process.exit(2)
}

const { LanternLargestContentfulPaint } = await import(
  path.join(LIGHTHOUSE, 'core/computed/metrics/lantern-largest-contentful-paint.js')
)
const constants = await import(path.join(LIGHTHOUSE, 'core/config/constants.js'))

const dir = mkdtempSync(path.join(os.tmpdir(), 'parlour-lantern-'))
try {
  execFileSync(
    path.join(LIGHTHOUSE, 'cli', 'index.js'),
    [
      url,
      '--form-factor=mobile',
      '--only-categories=performance',
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      `-G=${dir}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: ensureChromium() }, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const read = (name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8'))
  const artifacts = read('artifacts.json')
  const settings = {
    ...constants.defaultSettings,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: constants.throttling.mobileSlow4G,
    screenEmulation: constants.screenEmulationMetrics.mobile,
  }
  const result = await LanternLargestContentfulPaint.request(
    {
      trace: read('defaultPass.trace.json'),
      devtoolsLog: read('defaultPass.devtoolslog.json'),
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: [],
      simulator: null,
    },
    { computedCache: new Map(), settings },
  )
  const ms = (value) => String(Math.round(value)).padStart(5)
  console.log(
    `LCP ${Math.round(result.timing)} ms = mean of optimistic ${Math.round(result.optimisticEstimate.timeInMs)}` +
      ` and pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)}`,
  )
  console.log('start   end  (pessimistic graph)')
  const rows = [...result.pessimisticEstimate.nodeTimings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime)
  for (const [node, timing] of rows) {
    const what =
      node.type === 'network'
        ? `${new URL(node.request.url).pathname} ${node.request.transferSize} B ${node.request.priority}`
        : `main thread: ${node.childEvents
            .slice(0, 3)
            .map((event) => event.name)
            .join(', ')}`
    console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${what}`)
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
