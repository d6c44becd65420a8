/**
 * Loaded into the server only by the live-calendar bench (bench/live.mjs), with `node --import`:
 * every LIVE_PROBE_MS (1000) it appends one JSON line to LIVE_PROBE_FILE — memory, CPU time so far,
 * the process's active handles by kind, and the subscribers of the diary's change bus (kept on
 * `globalThis` by src/platform/live/process-bus.ts). The product is not changed; the timer is unref'd.
 */
import { appendFileSync } from 'node:fs'

const file = process.env.LIVE_PROBE_FILE
if (file) {
  const bus = Symbol.for('parlour.live-bus')
  const write = () => {
    const m = process.memoryUsage()
    const cpu = process.cpuUsage()
    const handles = {}
    for (const kind of process.getActiveResourcesInfo()) handles[kind] = (handles[kind] ?? 0) + 1
    const line = {
      at: Date.now(),
      rss: m.rss,
      heapUsed: m.heapUsed,
      cpuMs: (cpu.user + cpu.system) / 1000,
      handles,
      listeners: globalThis[bus]?.listeners ?? 0,
    }
    try {
      appendFileSync(file, `${JSON.stringify(line)}\n`)
    } catch {
      // the bench's folder is gone: nothing to report to
    }
  }
  setInterval(write, Number(process.env.LIVE_PROBE_MS || 1000)).unref()
  write()
}
