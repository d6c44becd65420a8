/**
 * Why a page's simulated LCP and TBT are what they are: loads `URL` once with Lighthouse (mobile
 * preset, as the bench does), then runs Lighthouse's own simulator (Lantern) on that trace and
 * prints each request and main-thread task of the LCP graph with its simulated start and end, the
 * optimistic and pessimistic estimates LCP is the mean of, and TBT with its long tasks. A tool for
 * finding what holds a figure, not a measurement: the figures of record are `npm run bench`'s.
 *
 *   node bench/lib/lantern-lcp.mjs http://localhost:3200/services/female/hair/   (a running server)
 *   node bench/lib/lantern-lcp.mjs URL --keep DIR        keeps the run's trace in DIR
 *   node bench/lib/lantern-lcp.mjs --from DIR [EDIT…]    replays a kept run, changed by the edits:
 *     drop:TEXT            as if no request whose address contains TEXT had been made
 *     size:TEXT=BYTES      as if each such request had transferred BYTES (or `xF`: F times as many)
 * A what-if replay answers "would this request, or these bytes fewer, move LCP?" in a second,
 * before anything is built (decision 0061 was chosen that way).
 *
 * What it showed (decisions 0058–0061): after the document (≈ 600 ms: DNS counts 2 round trips, the
 * connection 1, the request 1), everything the page asks for starts together on new connections
 * and shares 1.6 Mbit/s; each connection's window is capped at 21 segments ÷ requests in flight,
 * so every request, byte and header in the first screen's window costs round trips of 150 ms.
 * Uses Lighthouse's internal modules (lighthouse 12.8, as locked).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CHROMIUM_FLAGS, ensureChromium, ROOT } from '../../scripts/lib/bootstrap.mjs'

const LIGHTHOUSE = path.join(ROOT, 'node_modules', 'lighthouse')
const USAGE = 'usage: node bench/lib/lantern-lcp.mjs URL [--keep DIR] | --from DIR [drop:TEXT] [size:TEXT=BYTES|xF]'

const args = process.argv.slice(2)
const option = (name) => {
  const at = args.indexOf(name)
  return at >= 0 ? args.splice(at, 2)[1] : undefined
}
const from = option('--from')
const keep = option('--keep')
const url = from ? undefined : args.shift()
if ((!from && !url) || (from && keep)) {
  console.error(USAGE)
  process.exit(2)
}

const { LanternLargestContentfulPaint } = await import(
  path.join(LIGHTHOUSE, 'core/computed/metrics/lantern-largest-contentful-paint.js')
)
const { LanternTotalBlockingTime } = await import(
  path.join(LIGHTHOUSE, 'core/computed/metrics/lantern-total-blocking-time.js')
)
const constants = await import(path.join(LIGHTHOUSE, 'core/config/constants.js'))

/** The devtools log with the edits applied: requests dropped, transfer sizes replaced. */
function edited(devtoolsLog, edits) {
  const urlOf = new Map()
  for (const event of devtoolsLog)
    if (event.method === 'Network.requestWillBeSent') urlOf.set(event.params.requestId, event.params.request.url)
  const dropped = new Set()
  for (const edit of edits) {
    const [kind, argument = ''] = [edit.slice(0, edit.indexOf(':')), edit.slice(edit.indexOf(':') + 1)]
    if (kind === 'drop') {
      for (const [id, address] of urlOf) if (address.includes(argument)) dropped.add(id)
    } else if (kind === 'size') {
      const [text, bytes] = argument.split('=')
      if (!text || !bytes) throw new Error(`${edit}: size:TEXT=BYTES or size:TEXT=xF`)
      for (const event of devtoolsLog) {
        if (event.method !== 'Network.loadingFinished' || !(urlOf.get(event.params.requestId) ?? '').includes(text))
          continue
        event.params.encodedDataLength = bytes.startsWith('x')
          ? Math.round(event.params.encodedDataLength * Number(bytes.slice(1)))
          : Number(bytes)
      }
    } else throw new Error(`${edit}: not an edit (${USAGE})`)
  }
  return devtoolsLog.filter((event) => !dropped.has(event.params?.requestId))
}

const dir = from ?? keep ?? mkdtempSync(path.join(os.tmpdir(), 'parlour-lantern-'))
try {
  if (!from) {
    mkdirSync(dir, { recursive: true })
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
  }
  const read = (name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8'))
  const artifacts = read('artifacts.json')
  const settings = {
    ...constants.defaultSettings,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: constants.throttling.mobileSlow4G,
    screenEmulation: constants.screenEmulationMetrics.mobile,
  }
  const data = {
    trace: read('defaultPass.trace.json'),
    devtoolsLog: edited(read('defaultPass.devtoolslog.json'), args),
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  }
  const context = { computedCache: new Map(), settings }
  const result = await LanternLargestContentfulPaint.request(data, context)
  const blocking = await LanternTotalBlockingTime.request(data, context)
  const ms = (value) => String(Math.round(value)).padStart(5)
  console.log(
    `LCP ${Math.round(result.timing)} ms = mean of optimistic ${Math.round(result.optimisticEstimate.timeInMs)}` +
      ` and pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)}`,
  )
  console.log('start   end  (pessimistic graph)')
  const rows = [...result.pessimisticEstimate.nodeTimings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime)
  const tasks = (node) =>
    node.childEvents
      .slice(0, 3)
      .map((event) => event.name)
      .join(', ')
  for (const [node, timing] of rows) {
    const what =
      node.type === 'network'
        ? `${new URL(node.request.url).pathname} ${node.request.transferSize} B ${node.request.priority}`
        : `main thread: ${tasks(node)}`
    console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${what}`)
  }
  console.log(`TBT ${Math.round(blocking.timing)} ms; main-thread tasks over 50 ms (pessimistic):`)
  for (const [node, timing] of blocking.pessimisticEstimate.nodeTimings.entries()) {
    if (node.type === 'cpu' && timing.duration > 50)
      console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${tasks(node)}`)
  }
} finally {
  if (!from && !keep) rmSync(dir, { recursive: true, force: true })
}
