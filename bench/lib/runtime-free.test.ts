import { describe, expect, it } from 'vitest'

import { stripNextRuntime } from './runtime-free.mjs'

// The shapes Next 16.4 writes (next/dist/server/app-render/use-flight-response.js), cut short.
const flight = [
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
]
const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" type="font/woff2"/>',
  '</head><body><div hidden=""><!--$--><!--/$--></div><main><h1>AirTouch £260</h1></main>',
  '<script type="application/ld+json">{"@type":"Service","name":"AirTouch"}</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  ...flight,
  '</body></html>',
].join('')

describe('a page without Next runtime', () => {
  it('loses the runtime scripts, the flight data and the script preloads, and keeps everything else', () => {
    const { html, removed } = stripNextRuntime(page)
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en"><head>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
        '<link rel="preload" href="/_next/static/media/font.woff2" as="font" type="font/woff2"/>' +
        '</head><body><div hidden=""></div><main><h1>AirTouch £260</h1></main>' +
        '<script type="application/ld+json">{"@type":"Service","name":"AirTouch"}</script>' +
        '</body></html>',
    )
    expect(removed).toEqual({
      scripts: 2,
      flightBytes: Buffer.byteLength(flight.join('')),
      preloads: 1,
      kept: 1,
      streaming: 0,
    })
  })

  it("keeps React's streaming scripts and says so: without them a streamed page would lose content", () => {
    const streamed = '<div hidden id="S:0">late</div><script>$RC("B:0","S:0")</script>'
    const { html, removed } = stripNextRuntime(streamed)
    expect(html).toBe(streamed)
    expect(removed.streaming).toBe(1)
  })
})
