/**
 * The diary's change bus (issue 30, decision 0044): what the front desk's screens learn when a
 * salon's diary changes — only `{ salon, date, version }`, never what changed. A screen showing
 * that salon and date reads it again.
 *
 * One bus per process, kept on `globalThis` (Next's route chunks may load this module more than
 * once; every copy must reach the same subscribers). Without REDIS_URL it is in-process; with it,
 * every change goes through Redis pub/sub, so a change saved on one instance reaches the screens
 * open on all of them (./redis-bus.ts).
 */

/** `date` when a change touches every date of the salon (a stylist's weekly hours, the salon's opening hours). */
export const ANY_DATE = '*'

export interface LiveChange {
  /** The salon's row id. */
  salon: string
  /** The salon-local date, YYYY-MM-DD, or ANY_DATE. */
  date: string
  /** Increases with every change (across instances with Redis): a stream's event id. */
  version: number
}

export type LiveListener = (change: LiveChange) => void

export interface ChangeBus {
  /** Announces a committed change; resolves once it is on its way to every subscriber. */
  publish(salon: string, date: string): Promise<void>
  /** Every change from now on, until the returned function is called. */
  subscribe(listener: LiveListener): () => void
  /** Listeners subscribed now (the bench and tests count leaks with it). */
  readonly listeners: number
  /** False while changes made on other instances may not arrive (Redis away): screens should poll. */
  readonly connected: boolean
  /** Called whenever `connected` changes. */
  onConnection(listener: (connected: boolean) => void): () => void
  close(): Promise<void>
}

/** Delivers to a set of listeners; one listener that throws does not keep the change from the others. */
export function fanOut() {
  const listeners = new Set<LiveListener>()
  return {
    add(listener: LiveListener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    deliver(change: LiveChange) {
      for (const listener of [...listeners]) {
        try {
          listener(change)
        } catch (error) {
          console.error('[live] a subscriber failed', error)
        }
      }
    },
    get size() {
      return listeners.size
    },
  }
}

/**
 * Versions that only go up: the time in milliseconds, or one more than the last when two changes
 * fall in the same millisecond. A restarted process starts above what its screens saw before.
 */
export function versionCounter(now: () => number = Date.now) {
  let last = 0
  return () => (last = Math.max(last + 1, now()))
}

/** The bus of one process, no Redis: a change reaches the screens of this process only. */
export function localBus(now: () => number = Date.now): ChangeBus {
  const out = fanOut()
  const next = versionCounter(now)
  return {
    async publish(salon, date) {
      out.deliver({ salon, date, version: next() })
    },
    subscribe: (listener) => out.add(listener),
    get listeners() {
      return out.size
    },
    connected: true,
    onConnection: () => () => {},
    close: async () => {},
  }
}
