/**
 * The address of the visitor who sent a request, for per-visitor rate limits.
 *
 * Next's server fills `X-Forwarded-For` with the socket address only when the request has no such
 * header, so the header's left part is whatever the client wrote. Who to believe:
 *
 * - `trustProxyHops` = N > 0 (TRUST_PROXY, the site runs behind N proxies that each append the
 *   address they saw): the Nth entry from the right — the address the outermost trusted proxy saw.
 *   With one proxy that overwrites the header (nginx `proxy_set_header X-Forwarded-For
 *   $remote_addr`) that is the only entry, i.e. the first hop.
 * - 0 (no proxy trusted): the last entry, which is the socket address when the client sent no
 *   header, then `X-Real-IP`. A client talking straight to the site can forge these, so callers
 *   keep a global limit as well.
 *
 * Returns `unknown` when nothing usable is present, so all such requests share one counter.
 */
export function clientIp(headers: Headers, trustProxyHops: number): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (forwarded.length > 0) {
    const index = trustProxyHops > 0 ? Math.max(0, forwarded.length - trustProxyHops) : forwarded.length - 1
    return normaliseIp(forwarded[index]!)
  }
  const real = headers.get('x-real-ip')?.trim()
  return real ? normaliseIp(real) : 'unknown'
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
