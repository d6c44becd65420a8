import { describe, expect, it } from 'vitest'

import { localBus, type ChangeBus } from './bus'
import { changeStream } from './change-stream'

/** Reads the stream's text until `done(text)` says enough. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, done: (text: string) => boolean) {
  const decoder = new TextDecoder()
  let text = ''
  while (!done(text)) {
    const { value, done: ended } = await reader.read()
    if (ended) break
    text += decoder.decode(value, { stream: true })
  }
  return text
}

describe('a screen’s event stream', () => {
  it('opens at once, carries its salon’s changes with their versions as ids, and no other salon’s', async () => {
    const bus = localBus()
    const abort = new AbortController()
    const reader = changeStream(bus, abort.signal, { salon: '3', reopened: false }).getReader()
    expect(await readUntil(reader, (t) => t.includes(': open'))).toBe('retry: 2000\n: open\n\n')
    const versions: number[] = []
    bus.subscribe((c) => versions.push(c.version))
    await bus.publish('9', '2026-11-26')
    await bus.publish('3', '2026-11-27')
    const text = await readUntil(reader, (t) => t.includes('\n\n'))
    expect(text).toBe(
      `id: ${versions[1]}\nevent: change\ndata: {"salon":"3","date":"2026-11-27","version":${versions[1]}}\n\n`,
    )
    abort.abort()
  })

  it('tells a reopened screen to read everything again', async () => {
    const reader = changeStream(localBus(), new AbortController().signal, { salon: '3', reopened: true }).getReader()
    expect(await readUntil(reader, (t) => t.includes('resync'))).toContain('event: resync\ndata: {}\n\n')
    await reader.cancel()
  })

  it('keeps a quiet stream open with comments', async () => {
    const abort = new AbortController()
    const stream = changeStream(localBus(), abort.signal, { salon: '3', reopened: false, keepAliveMs: 5 })
    const text = await readUntil(stream.getReader(), (t) => t.split(': keep-alive').length > 2)
    expect(text).toMatch(/^retry: 2000\n: open\n\n(: keep-alive\n\n)+$/)
    abort.abort()
  })

  it('lets go of the subscription when the request is aborted, and when the reader cancels', async () => {
    const bus = localBus()
    const abort = new AbortController()
    const reader = changeStream(bus, abort.signal, { salon: '3', reopened: false }).getReader()
    const other = changeStream(bus, new AbortController().signal, { salon: '3', reopened: false }).getReader()
    await readUntil(reader, (t) => t.includes('open'))
    expect(bus.listeners).toBe(2)
    abort.abort()
    expect(bus.listeners).toBe(1)
    expect((await readUntil(reader, () => false)).length).toBe(0)
    await other.cancel()
    expect(bus.listeners).toBe(0)
  })

  it('says when changes from other instances cannot arrive, and to read again once they can', async () => {
    let watcher: (connected: boolean) => void = () => {}
    const bus: ChangeBus = {
      ...localBus(),
      connected: false,
      onConnection: (w) => {
        watcher = w
        return () => {}
      },
    }
    const abort = new AbortController()
    const reader = changeStream(bus, abort.signal, { salon: '3', reopened: false }).getReader()
    expect(await readUntil(reader, (t) => t.includes('down'))).toContain('event: down\ndata: {}\n\n')
    watcher(true)
    expect(await readUntil(reader, (t) => t.includes('resync'))).toBe('event: resync\ndata: {}\n\n')
    abort.abort()
  })
})
