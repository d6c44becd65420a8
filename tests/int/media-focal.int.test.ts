/**
 * Pictures keep their subject in every crop (issue 33): Payload cuts the `card` (800×600) and
 * `portrait` (640×800) sizes around the focal point an editor (or the demo's generator) sets, and
 * the site carries that point to `object-position`.
 */
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { toImage } from '@/features/content/data/image'

import { testPayload } from '../helpers/payload'

/** A wide picture, white but for a dark dot at 20 % across and 30 % down. */
async function dotted(width: number, height: number) {
  const [cx, cy] = [width * 0.2, height * 0.3]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><circle cx="${cx}" cy="${cy}" r="30" fill="#111"/></svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { data, mimetype: 'image/png', name: 'focal-dot.png', size: data.length }
}

/** The brightness (0–255) of a stored file at a point given in per cent. */
async function brightnessAt(filename: string, x: number, y: number) {
  const image = sharp(path.join(inject('mediaDir'), filename))
  const { width, height } = await image.metadata()
  const left = Math.min(Math.round((x / 100) * width!), width! - 1)
  const top = Math.min(Math.round((y / 100) * height!), height! - 1)
  const { data } = await image
    .extract({ left, top, width: 1, height: 1 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return data[0]!
}

const created: (number | string)[] = []

afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'media', id, overrideAccess: true })
})

describe('focal point', () => {
  it('keeps a dot at 20 %/30 % inside the card and portrait crops, and the page is told where it is', async () => {
    const payload = await testPayload()
    // 1200×450, scaled to 1600×600 for an 800×600 cut: a centred cut would start at 400 px and lose
    // the dot at 320 px.
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'A dot', focalX: 20, focalY: 30 },
      file: await dotted(1200, 450),
      overrideAccess: true,
    })
    created.push(doc.id)
    expect([doc.sizes?.card?.width, doc.sizes?.card?.height]).toEqual([800, 600])
    expect([doc.sizes?.portrait?.width, doc.sizes?.portrait?.height]).toEqual([640, 800])

    const card = toImage(doc, 'card')!
    // In the 800 px cut from the left edge the dot sits at 320 px: 40 % across, still 30 % down.
    expect(card.focal).toEqual({ x: 40, y: 30 })
    expect(await brightnessAt(doc.sizes!.card!.filename!, card.focal!.x, card.focal!.y)).toBeLessThan(60)
    // The centre of the card, where a centred crop would put the middle of the picture, is white.
    expect(await brightnessAt(doc.sizes!.card!.filename!, 50, 50)).toBeGreaterThan(200)

    const portrait = toImage(doc, 'portrait')!
    expect(portrait.focal!.x).toBeGreaterThan(10)
    expect(portrait.focal!.x).toBeLessThan(90)
    expect(await brightnessAt(doc.sizes!.portrait!.filename!, portrait.focal!.x, portrait.focal!.y)).toBeLessThan(60)
  })

  it('is set on the demo pictures where the generator drew the subject', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { like: 'colouring-hair-c1-p0' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ focalX: 36, focalY: 55 })
    expect(toImage(docs[0], 'card')).toMatchObject({ width: 800, height: 600, focal: { x: 36, y: 55 } })
  })
})
