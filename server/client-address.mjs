/**
 * Which address a request comes from, decided here where the socket is known (decision 0009).
 *
 * The chain is every `X-Forwarded-For` entry followed by the socket's own address. Each trusted
 * proxy appends the address it saw, so with TRUST_PROXY=N the client is N places from the right:
 * N=0 (no proxy trusted, the default) believes the socket alone — whatever the client wrote in
 * X-Forwarded-For or X-Real-IP is its own word; N=1 (nginx in deploy/) takes the entry nginx
 * appended. A chain shorter than that gives its leftmost entry.
 *
 * The server writes the result into CLIENT_ADDRESS_HEADER, replacing whatever the client sent under
 * that name, and marks the process (CLIENT_ADDRESS_STAMPED) so the route handlers read only it
 * (src/platform/http/client-ip.ts).
 */

/** The request header that carries the address this server decided on. */
export const CLIENT_ADDRESS_HEADER = 'x-parlour-client-address'
/** Set on `globalThis` by a server that writes CLIENT_ADDRESS_HEADER on every request. */
export const CLIENT_ADDRESS_STAMPED = Symbol.for('parlour.clientAddressStamped')

/** TRUST_PROXY as a number of proxies (the same reading as src/platform/env.ts, which reports a bad value). */
export function trustProxyHops(value) {
  const text = String(value ?? '')
    .trim()
    .toLowerCase()
  if (text === 'true') return 1
  return /^\d{1,2}$/.test(text) ? Number(text) : 0
}

/** The entries of an `X-Forwarded-For` value (several headers arrive joined by commas). */
function forwardedEntries(value) {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '')
  return joined
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** The client's address from the forwarded header, the socket's address and the number of trusted proxies. */
export function clientAddress(forwardedFor, socketAddress, hops) {
  const socket = socketAddress || 'unknown'
  if (!(hops > 0)) return socket
  const chain = [...forwardedEntries(forwardedFor), socket]
  return chain[Math.max(0, chain.length - 1 - hops)]
}

/** Writes the decided address on a Node request before anything else reads it. */
export function stampClientAddress(req, hops) {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops)
}
