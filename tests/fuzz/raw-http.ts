/**
 * One HTTP/1.1 request written byte for byte on its own connection, so the fuzz suite can send
 * what no well-behaved client would: broken escapes in the target, odd methods, garbage headers.
 */
import net from 'node:net'

export interface RawRequest {
  method: string
  target: string
  headers?: [string, string][]
  body?: Buffer | string
  /** Leaves out Content-Length even when there is a body (the server then reads none). */
  noLength?: boolean
  /** Sends the body with `Transfer-Encoding: chunked` instead of a Content-Length. */
  chunked?: boolean
}

export type RawAnswer =
  { ok: true; status: number; head: string; body: string } | { ok: false; error: string; received: string }

export function send(port: number, request: RawRequest, timeoutMs = 60_000): Promise<RawAnswer> {
  const body = request.body === undefined ? null : Buffer.from(request.body)
  const lines = [`${request.method} ${request.target} HTTP/1.1`]
  const headers = request.headers ?? []
  if (!headers.some(([k]) => k.toLowerCase() === 'host')) lines.push(`Host: 127.0.0.1:${port}`)
  // With a body the connection stays open: a server that answers before reading a large body then
  // reads the rest and discards it, where closing would reset the connection and lose the answer.
  if (!body) lines.push('Connection: close')
  for (const [k, v] of headers) lines.push(`${k}: ${v}`)
  if (body && request.chunked) lines.push('Transfer-Encoding: chunked')
  else if (body && !request.noLength) lines.push(`Content-Length: ${body.length}`)
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1')

  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let settled = false
    const socket = net.connect(port, '127.0.0.1')
    const finish = (error?: string) => {
      if (settled) return
      settled = true
      socket.destroy()
      const received = Buffer.concat(chunks)
      const answer = parse(received)
      // A server may answer and close before it read a whole large body; the answer still counts.
      if (answer) resolve(answer)
      else
        resolve({
          ok: false,
          error: error ?? 'connection closed without an answer',
          received: received.toString('latin1', 0, 300),
        })
    }
    let failure: string | undefined
    socket.setTimeout(timeoutMs, () => finish(`no answer in ${timeoutMs} ms`))
    socket.on('data', (c: Buffer) => {
      chunks.push(c)
      if (body && complete(Buffer.concat(chunks), request.method)) finish()
    })
    socket.on('end', () => finish())
    // After an error (EPIPE when the server answered before reading a large body) the socket closes;
    // what it received until then is the answer.
    socket.on('error', (e) => (failure = e.message))
    socket.on('close', () => finish(failure))
    socket.on('connect', async () => {
      socket.write(head)
      if (!body) return
      // A body in pieces, and no more of it once the server has answered (it may refuse early).
      for (let at = 0; at < body.length && chunks.length === 0 && !socket.destroyed; at += 65_536) {
        const piece = body.subarray(at, at + 65_536)
        const data = request.chunked
          ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
          : piece
        const more = socket.write(data)
        if (!more) await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve))
      }
      if (request.chunked && chunks.length === 0 && !socket.destroyed) socket.write('0\r\n\r\n')
    })
  })
}

function parse(received: Buffer): RawAnswer | null {
  const text = received.toString('latin1')
  let start = 0
  for (;;) {
    const end = text.indexOf('\r\n\r\n', start)
    if (end === -1) return null
    const head = text.slice(start, end)
    const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)
    if (!status) return null
    // An interim answer (100 Continue) comes before the real one.
    if (status[1]!.startsWith('1')) {
      start = end + 4
      continue
    }
    return answer(received, head, Number(status[1]), end + 4)
  }
}

function answer(received: Buffer, head: string, status: number, bodyAt: number): RawAnswer {
  let body = received.subarray(bodyAt)
  if (/^transfer-encoding:\s*chunked/im.test(head)) body = unchunk(body)
  return { ok: true, status, head, body: body.toString('utf8') }
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at)
    if (lineEnd === -1) break
    const size = parseInt(data.toString('latin1', at, lineEnd), 16)
    if (!Number.isFinite(size) || size === 0) break
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/** Whether a whole answer has arrived on a connection that stays open (length or last chunk known). */
function complete(received: Buffer, method: string): boolean {
  const text = received.toString('latin1')
  let start = 0
  for (;;) {
    const end = text.indexOf('\r\n\r\n', start)
    if (end === -1) return false
    const head = text.slice(start, end)
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1])
    if (status >= 100 && status < 200) {
      start = end + 4
      continue
    }
    if (method === 'HEAD' || status === 204 || status === 304) return true
    const length = /^content-length:\s*(\d+)/im.exec(head)
    if (length) return received.length - (end + 4) >= Number(length[1])
    if (/^transfer-encoding:\s*chunked/im.test(head)) return text.endsWith('0\r\n\r\n')
    return false
  }
}
