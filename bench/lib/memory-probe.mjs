/**
 * Loaded into the server only by the soak (bench/soak.mjs), with `node --import`: every
 * SOAK_PROBE_SECONDS (5) it appends the process's V8 heap figures to SOAK_PROBE_FILE as one JSON line.
 * The product is not changed; the timer is unref'd, so it never keeps the process alive.
 */
import { appendFileSync } from 'node:fs'
import { getHeapStatistics } from 'node:v8'

const file = process.env.SOAK_PROBE_FILE
if (file) {
  const every = Number(process.env.SOAK_PROBE_SECONDS || 5) * 1000
  const write = () => {
    const m = process.memoryUsage()
    const h = getHeapStatistics()
    const line = {
      at: Date.now(),
      rss: m.rss,
      heapUsed: m.heapUsed,
      heapTotal: m.heapTotal,
      external: m.external,
      arrayBuffers: m.arrayBuffers,
      heapLimit: h.heap_size_limit,
      // V8's own memory outside the heap (compiler zones and the like)
      malloced: h.malloced_memory,
    }
    try {
      appendFileSync(file, `${JSON.stringify(line)}\n`)
    } catch {
      // the soak's folder is gone: nothing to report to
    }
  }
  setInterval(write, every).unref()
  write()
}
