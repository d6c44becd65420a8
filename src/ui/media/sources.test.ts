import { describe, expect, it } from 'vitest'

import { objectPositionOf, srcSetOf, withOwnFiles } from './sources'

const files = [
  { url: '/api/media/file/a-960x720.webp', width: 960 },
  { url: '/api/media/file/a-640x480.webp', width: 640 },
  { url: '/api/media/file/a.webp', width: 960 },
  { url: '/api/media/file/a-800x600.webp', width: 800 },
]

describe('srcSetOf', () => {
  it('lists the stored files narrowest first, each width once', () => {
    expect(srcSetOf(files)).toBe(
      '/api/media/file/a-640x480.webp 640w, /api/media/file/a-800x600.webp 800w, /api/media/file/a-960x720.webp 960w',
    )
    expect(srcSetOf([])).toBe('')
  })
})

describe('objectPositionOf', () => {
  it('is the focal point in per cent, and nothing for the centre or no point', () => {
    expect(objectPositionOf({ x: 20, y: 30 })).toBe('20% 30%')
    expect(objectPositionOf({ x: 36.04, y: 120 })).toBe('36% 100%')
    expect(objectPositionOf({ x: 50, y: 50 })).toBeUndefined()
    expect(objectPositionOf(null)).toBeUndefined()
    expect(objectPositionOf({ x: Number.NaN, y: 3 })).toBeUndefined()
  })
})

describe('withOwnFiles', () => {
  const fromNext = {
    src: '/_next/image/?url=%2Fapi%2Fmedia%2Ffile%2Fa-800x600.webp&w=3840&q=75',
    srcSet: '/_next/image/?url=%2Fapi%2Fmedia%2Ffile%2Fa-800x600.webp&w=384&q=75 384w, …',
    sizes: '(max-width: 760px) 100vw, 33vw',
    style: { color: 'transparent' },
    alt: '',
  }

  it("offers the media's own files and keeps the focal point in view", () => {
    expect(withOwnFiles(fromNext, { src: '/api/media/file/a-800x600.webp', files, focal: { x: 36, y: 55 } })).toEqual({
      src: '/api/media/file/a-800x600.webp',
      srcSet:
        '/api/media/file/a-640x480.webp 640w, /api/media/file/a-800x600.webp 800w, /api/media/file/a-960x720.webp 960w',
      sizes: '(max-width: 760px) 100vw, 33vw',
      style: { objectPosition: '36% 55%' },
      alt: '',
    })
  })

  it("keeps Next's addresses for a picture without files of its own, adding only the focal point", () => {
    expect(withOwnFiles(fromNext, { src: '/images/x.png' })).toEqual(fromNext)
    expect(withOwnFiles(fromNext, { src: '/images/x.png', focal: { x: 10, y: 90 } }).style).toEqual({
      color: 'transparent',
      objectPosition: '10% 90%',
    })
  })

  it('offers one own file as `src` alone, without `srcset` or `sizes`', () => {
    const props = withOwnFiles(fromNext, { src: '/api/media/file/t-400x400.webp', files: [files[0]!] })
    expect(props).toEqual({ src: '/api/media/file/t-400x400.webp', alt: '' })
  })

  it('writes no style at all for an own picture with a centred focal point', () => {
    const props = withOwnFiles(fromNext, { src: '/api/media/file/a.webp', files, focal: { x: 50, y: 50 } })
    expect(props).not.toHaveProperty('style')
  })
})
