'use client'

/**
 * The browser's side of the diary's live changes (issue 30, decision 0044): one EventSource per
 * salon per tab, shared by whatever on the page listens (the calendar, the client card, the
 * waitlist), opened while anyone listens and closed after the last one leaves.
 *
 * A listener gets a change (`{ salon, date, version }`: read that date again if it is shown) or
 * `null`: read everything shown again — the stream has just (re)opened, or the server says changes
 * may have been missed. `live` is false while the stream is down or the server says changes from
 * other instances cannot arrive: then, and only then, a screen polls.
 */
import { useEffect, useRef, useState } from 'react'

import { type LiveChange } from './bus'

export { ANY_DATE, type LiveChange } from './bus'

export type LiveListener = (change: LiveChange | null) => void

/** After the server refused or dropped a stream for good, a new one is tried this much later. */
const REOPEN_MS = 5000

interface Stream {
  listeners: Set<LiveListener>
  watchers: Set<(live: boolean) => void>
  live: boolean
  source: EventSource | null
  reopen: ReturnType<typeof setTimeout> | null
}

const streams = new Map<string, Stream>()
/** Listeners of every stream of the tab (the client card shows visits of any date). */
const everywhere = new Set<LiveListener>()

function emit(stream: Stream, change: LiveChange | null) {
  for (const listener of [...stream.listeners, ...everywhere]) listener(change)
}

function setLive(stream: Stream, live: boolean) {
  if (stream.live === live) return
  stream.live = live
  for (const watcher of [...stream.watchers]) watcher(live)
}

function connect(salon: string, stream: Stream) {
  const source = new EventSource(`/api/staff/events?salon=${encodeURIComponent(salon)}`)
  stream.source = source
  source.addEventListener('open', () => {
    setLive(stream, true)
    // Whatever changed before the stream was open (or while it was down) is read now.
    emit(stream, null)
  })
  source.addEventListener('change', (event) => {
    try {
      const change = JSON.parse((event as MessageEvent<string>).data) as LiveChange
      if (change.salon === salon) emit(stream, change)
    } catch {
      emit(stream, null)
    }
  })
  source.addEventListener('resync', () => {
    setLive(stream, true)
    emit(stream, null)
  })
  source.addEventListener('down', () => setLive(stream, false))
  source.addEventListener('error', () => {
    setLive(stream, false)
    // The browser reconnects by itself unless the server answered with an error (401, 503 …).
    if (source.readyState !== EventSource.CLOSED) return
    source.close()
    stream.source = null
    stream.reopen = setTimeout(() => {
      stream.reopen = null
      if (streams.get(salon) === stream) connect(salon, stream)
    }, REOPEN_MS)
  })
}

function release(salon: string, stream: Stream) {
  if (stream.listeners.size || stream.watchers.size) return
  streams.delete(salon)
  stream.source?.close()
  if (stream.reopen) clearTimeout(stream.reopen)
}

/**
 * Listens to a salon's changes; `onLive` hears whether the stream is up. Returns the function that
 * stops listening (the stream closes with its last listener).
 */
export function liveChanges(salon: string, listener: LiveListener, onLive?: (live: boolean) => void): () => void {
  let stream = streams.get(salon)
  if (!stream) {
    stream = { listeners: new Set(), watchers: new Set(), live: false, source: null, reopen: null }
    streams.set(salon, stream)
    connect(salon, stream)
  }
  const s = stream
  s.listeners.add(listener)
  if (onLive) {
    s.watchers.add(onLive)
    onLive(s.live)
  }
  return () => {
    s.listeners.delete(listener)
    if (onLive) s.watchers.delete(onLive)
    release(salon, s)
  }
}

/** Listens to every stream this tab has open, whichever salon (opens none itself). */
export function anyLiveChange(listener: LiveListener): () => void {
  everywhere.add(listener)
  return () => void everywhere.delete(listener)
}

/**
 * A read that never runs twice at once: asked again while it runs, it runs once more afterwards,
 * however often it was asked meanwhile — a burst of changes (a client renamed announces every date
 * of their visits, a repeat booking each of its dates) costs a screen two reads, not one per change.
 */
export function oneReadAtATime(read: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null
  let again = false
  return () => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          await read()
        } while (again)
      } finally {
        running = null
      }
    })()
    return running
  }
}

/**
 * React: listens to the salon's changes while mounted (nothing while `salon` is unknown) and
 * answers whether the stream is up — poll only while it is not.
 */
export function useLiveChanges(salon: string | undefined, listener: LiveListener): boolean {
  const latest = useRef(listener)
  const [live, setLiveState] = useState(false)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => {
    if (!salon) return
    return liveChanges(salon, (change) => latest.current(change), setLiveState)
  }, [salon])
  return Boolean(salon) && live
}

/** React: calls `refresh` on every change any stream of the tab hears (a dialog over the calendar). */
export function useLiveRefresh(refresh: () => void): void {
  const latest = useRef(refresh)
  useEffect(() => {
    latest.current = refresh
  })
  useEffect(() => anyLiveChange(() => latest.current()), [])
}
