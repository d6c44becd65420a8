/**
 * HTTP load with autocannon against loopback addresses only.
 */
import autocannon from 'autocannon'

/** Requests/second and latency of `url` under `connections` for `seconds`; throws on errors. */
export async function load(url, { connections = 10, seconds = 10, method = 'GET', headers, body } = {}) {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) throw new Error(`not a loopback address: ${url}`)
  const result = await autocannon({ url, connections, duration: seconds, method, headers, body })
  const failures = result.errors + result.timeouts + result.non2xx
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures,
  }
}
