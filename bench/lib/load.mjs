/**
 * A small wrapper over autocannon: fires GET requests at one URL for a while with N concurrent
 * connections and returns the figures the report prints. Loopback addresses only.
 */
import autocannon from 'autocannon'

/**
 * @param {string} url
 * @param {{ connections?: number, seconds?: number, warmup?: number }} [options]
 * @returns {Promise<{ url: string, connections: number, seconds: number, requests: number,
 *   rps: number, p50: number, p99: number, max: number, non2xx: number, errors: number }>}
 */
export async function measureGet(url, { connections = 50, seconds = 10, warmup = 2 } = {}) {
  const host = new URL(url).hostname
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error(`Refusing to load ${url}: not loopback`)
  if (warmup > 0) await autocannon({ url, connections, duration: warmup })
  const r = await autocannon({ url, connections, duration: seconds })
  return {
    url,
    connections,
    seconds,
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
}
