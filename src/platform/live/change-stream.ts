import { type ChangeBus, type LiveChange } from './bus'

/** A comment line this often keeps proxies and the browser from taking a quiet stream for a dead one. */
export const KEEP_ALIVE_MS = 15_000
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2000

const frame = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/** The stream of one screen: the salon's changes as they come, until `signal` aborts or the reader cancels. */
export function changeStream(
  bus: ChangeBus,
  signal: AbortSignal,
  { salon, reopened, keepAliveMs = KEEP_ALIVE_MS }: { salon: string; reopened: boolean; keepAliveMs?: number },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let stop = () => {}
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true
      const send = (text: string) => {
        if (!open) return
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          stop()
        }
      }
      const unsubscribe = bus.subscribe((change: LiveChange) => {
        if (change.salon === salon) send(frame('change', change, change.version))
      })
      const unwatch = bus.onConnection((connected) => send(connected ? frame('resync', {}) : frame('down', {})))
      const timer = setInterval(() => send(': keep-alive\n\n'), keepAliveMs)
      stop = () => {
        if (!open) return
        open = false
        clearInterval(timer)
        unsubscribe()
        unwatch()
        signal.removeEventListener('abort', stop)
        try {
          controller.close()
        } catch {
          // Already closed by the reader.
        }
      }
      signal.addEventListener('abort', stop)
      // The first bytes go at once: proxies pass the headers on, the browser fires `open`.
      send(`retry: ${RETRY_MS}\n: open\n\n`)
      if (reopened) send(frame('resync', {}))
      if (!bus.connected) send(frame('down', {}))
      if (signal.aborted) stop()
    },
    cancel() {
      stop()
    },
  })
}
