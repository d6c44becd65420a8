import { describe, expect, it } from 'vitest'

import { focalWithin, toImage } from './image'

const media = {
  id: 3,
  alt: 'Scissors and a comb',
  url: '/api/media/file/styling.webp',
  width: 1200,
  height: 900,
  focalX: 36,
  focalY: 55,
  sizes: {
    thumbnail: { url: '/api/media/file/styling-400x400.webp', width: 400, height: 400 },
    card: { url: '/api/media/file/styling-800x600.webp/', width: 800, height: 600 },
    portrait: { url: '/api/media/file/styling-640x800.webp', width: 640, height: 800 },
    medium: { url: '/api/media/file/styling-640x480.webp', width: 640, height: 480 },
    large: { url: null, width: null, height: null },
  },
}

describe('focalWithin', () => {
  it('is the same point when the crop has the picture’s shape', () => {
    expect(focalWithin({ width: 1200, height: 900 }, { x: 36, y: 55 }, { width: 800, height: 600 })).toEqual({
      x: 36,
      y: 55,
    })
  })

  it('follows Payload’s crop around the point, kept inside the picture', () => {
    // 1200×900 scaled to 1067×800; a 640 px wide cut centred on 36 % (384 px) starts at 64 px.
    expect(focalWithin({ width: 1200, height: 900 }, { x: 36, y: 55 }, { width: 640, height: 800 })).toEqual({
      x: 50,
      y: 55,
    })
    // Near the edge the cut stops at the edge, so the point sits off its centre.
    expect(focalWithin({ width: 1200, height: 900 }, { x: 5, y: 50 }, { width: 400, height: 400 }).x).toBe(6.7)
  })
})

describe('toImage', () => {
  it('gives the card size with the focal point and the srcset files of the same shape', () => {
    expect(toImage(media, 'card')).toEqual({
      url: '/api/media/file/styling-800x600.webp',
      alt: 'Scissors and a comb',
      width: 800,
      height: 600,
      focal: { x: 36, y: 55 },
      sources: [
        { url: '/api/media/file/styling-640x480.webp', width: 640 },
        { url: '/api/media/file/styling-800x600.webp', width: 800 },
        { url: '/api/media/file/styling.webp', width: 1200 },
      ],
    })
  })

  it('carries the focal point into a crop of another shape', () => {
    const portrait = toImage(media, 'portrait')
    expect(portrait).toMatchObject({ url: '/api/media/file/styling-640x800.webp', focal: { x: 50, y: 55 } })
    // The only file of that shape: a srcset would offer no choice (OptimisedImage writes `src` alone).
    expect(portrait?.sources).toEqual([{ url: '/api/media/file/styling-640x800.webp', width: 640 }])
  })

  it('falls back to the nearest size a picture uploaded before the card size has', () => {
    const older = { ...media, sizes: { medium: media.sizes.medium } }
    expect(toImage(older, 'card')?.url).toBe('/api/media/file/styling-640x480.webp')
    expect(toImage({ ...media, sizes: {} }, 'card')?.url).toBe('/api/media/file/styling.webp')
  })

  it('has no focal point when the CMS has none', () => {
    expect(toImage({ ...media, focalX: null }, 'card')).not.toHaveProperty('focal')
    expect(toImage(null)).toBeNull()
  })
})
