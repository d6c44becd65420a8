import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_STAMPED } from '../../../server/client-address.mjs'

/**
 * The address of the visitor who sent a request, for per-visitor rate limits (decision 0009).
 *
 * Under `npm start` the production server (server/serve.mjs) decides it from the socket and
 * TRUST_PROXY before Next sees the request (server/client-address.mjs) and writes it into a header
 * of its own, replacing any the client sent: that header is the answer. Without TRUST_PROXY a
 * client's X-Forwarded-For and X-Real-IP are not believed at all.
 *
 * Elsewhere — `next dev`, a bare `next start`, the tests' route server — no socket is known here,
 * so the rule falls back to the forwarded header Next fills with the socket address when the
 * client sent none: with TRUST_PROXY=N the Nth entry from the right, without it the last entry. A
 * client can forge that, which is why production runs behind serve.mjs.
 *
 * Returns `unknown` when nothing usable is present, so all such requests share one counter.
 */
export function clientIp(headers: Headers, trustProxyHops: number): string {
  if ((globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_STAMPED])
    return normaliseIp(headers.get(CLIENT_ADDRESS_HEADER) ?? '')
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (forwarded.length === 0) return 'unknown'
  const index = trustProxyHops > 0 ? Math.max(0, forwarded.length - trustProxyHops) : forwarded.length - 1
  return normaliseIp(forwarded[index]!)
}

/** `::ffff:127.0.0.1` → `127.0.0.1`; brackets and ports dropped; lower case. */
export function normaliseIp(value: string): string {
  let ip = value.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip)
  if (bracketed) ip = bracketed[1]!
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'))
  if (ip.startsWith('::ffff:') && ip.includes('.')) ip = ip.slice('::ffff:'.length)
  return ip.slice(0, 64) || 'unknown'
}
