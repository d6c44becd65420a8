/** The soak's figures from its samples: the warm-up, the slope after it, the checkpoints, the verdict. */
import { FLAT_MB_PER_MINUTE, mb, MB, RSS_LIMIT_MB, WARMUP_REQUESTS } from './settings.mjs'

/** Least-squares slope of `points` ({ t: minutes, v }) in v per minute. */
export function slopePerMinute(points) {
  if (points.length < 2) return 0
  const n = points.length
  const mt = points.reduce((s, p) => s + p.t, 0) / n
  const mv = points.reduce((s, p) => s + p.v, 0) / n
  const num = points.reduce((s, p) => s + (p.t - mt) * (p.v - mv), 0)
  const den = points.reduce((s, p) => s + (p.t - mt) ** 2, 0)
  return den === 0 ? 0 : num / den
}

/** Minutes into the run at which the warm-up ends (WARMUP_REQUESTS, within a fifth and a half of the run). */
export function warmupEndOf(samples, minutes) {
  const reached = samples.find((s) => s.requests >= WARMUP_REQUESTS)?.t ?? Infinity
  return Math.min(Math.max(reached, minutes * 0.2), minutes * 0.5)
}

/** The samples as CSV (minutes, MB): RSS from /proc beside the probe's nearest heap figures. */
export function timeline(samples, heap) {
  const rows = ['minute,rss_mb,peak_mb,heap_used_mb,heap_total_mb,external_mb,array_buffers_mb,v8_malloced_mb']
  for (const s of samples) {
    const h = heap.length ? heap.reduce((b, x) => (Math.abs(x.t - s.t) < Math.abs(b.t - s.t) ? x : b)) : null
    const cells = [s.t.toFixed(2), mb(s.rss), mb(s.peak)]
    if (h) cells.push(mb(h.heapUsed), mb(h.heapTotal), mb(h.external), mb(h.arrayBuffers), mb(h.malloced ?? NaN))
    rows.push(cells.map((c) => (typeof c === 'number' ? c.toFixed(1) : c)).join(','))
  }
  return `${rows.join('\n')}\n`
}

export function summarise({ minutes, warmupEnd, samples, heap, idle, setupRss, startupMs, counts, after }) {
  const at = (minute) => samples.reduce((best, s) => (Math.abs(s.t - minute) < Math.abs(best.t - minute) ? s : best))
  const warm = samples.filter((s) => s.t <= warmupEnd)
  const later = samples.filter((s) => s.t >= warmupEnd)
  const heapLater = heap.filter((h) => h.t >= warmupEnd)
  const checkpoints = [warmupEnd, minutes / 2, minutes].map((m) => ({ minute: m, rss: at(m).rss }))
  const slope = slopePerMinute(later.map((s) => ({ t: s.t, v: mb(s.rss) })))
  const heapSlope = slopePerMinute(heapLater.map((h) => ({ t: h.t, v: mb(h.heapUsed) })))
  const maxRss = Math.max(...samples.map((s) => s.rss))
  const peak = Math.max(...samples.map((s) => s.peak))
  const byFamily = [...counts].map(([family, seen]) => ({
    family,
    total: [...seen.values()].reduce((a, b) => a + b, 0),
    statuses: [...seen].sort(([a], [b]) => a.localeCompare(b)),
  }))
  const requests = byFamily.reduce((s, f) => s + f.total, 0)
  const flat = slope <= FLAT_MB_PER_MINUTE
  const under = peak < RSS_LIMIT_MB * MB
  return {
    minutes,
    warmupEnd,
    startupMs,
    idleRss: idle?.rss ?? NaN,
    setupRss: setupRss?.rss ?? NaN,
    warmupPeak: Math.max(...warm.map((s) => s.rss)),
    checkpoints,
    slope,
    heapSlope,
    heapAt: checkpoints.map((c) =>
      heap.length
        ? heap.reduce((best, h) => (Math.abs(h.t - c.minute) < Math.abs(best.t - c.minute) ? h : best))
        : null,
    ),
    heapLimit: heap[0]?.heapLimit ?? NaN,
    maxHeapUsed: heap.length ? Math.max(...heap.map((h) => h.heapUsed)) : NaN,
    maxRss,
    peak,
    byFamily,
    requests,
    fiveHundreds: byFamily.reduce(
      (s, f) => s + f.statuses.filter(([k]) => /^5/.test(k)).reduce((a, [, n]) => a + n, 0),
      0,
    ),
    afterStatus: after.status,
    pass: flat && under && after.status === 200,
    flat,
    under,
  }
}
