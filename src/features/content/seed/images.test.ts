import { createHash } from 'node:crypto'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { categories, services } from './data/catalogue'
import { employees } from './data/people'
import { drawImage, focalOf, pictureName, pictureSvg, type PictureSpec } from './images'
import { SUBJECTS } from './motifs'
import { articlePicture, categoryPicture, portraitPicture, servicePicture } from './pictures'

const pathOf = (c: (typeof categories)[number]) => (c.parent ? `${c.parent}/${c.slug}` : c.slug)

/** Each category's services in seed order, as the seed gives them their pictures. */
function servicePictures(): Map<string, string[]> {
  const byCategory = new Map<string, string[]>()
  for (const s of services) {
    const names = byCategory.get(s.category) ?? []
    names.push(pictureName(servicePicture(s.category, names.length)))
    byCategory.set(s.category, names)
  }
  return byCategory
}

describe('demo pictures', () => {
  it('gives every category a picture of its own subject, different from its siblings', () => {
    const bySiblings = new Map<string, string[]>()
    for (const c of categories) {
      const spec = categoryPicture(pathOf(c))
      // 'salon' is what a category without its own subject would get.
      expect(spec.subject, pathOf(c)).not.toBe('salon')
      const siblings = bySiblings.get(c.parent ?? '') ?? []
      siblings.push(pictureName(spec))
      bySiblings.set(c.parent ?? '', siblings)
    }
    for (const [parent, names] of bySiblings) expect(new Set(names).size, parent).toBe(names.length)
  })

  it('never shows the same picture on neighbouring service cards, in a row or a grid of 2 to 4 columns', () => {
    for (const [category, names] of servicePictures()) {
      for (let i = 0; i < names.length; i++) {
        for (const step of [1, 2, 3, 4, 5]) {
          if (i + step < names.length) expect(names[i + step], `${category} #${i}+${step}`).not.toBe(names[i])
        }
      }
    }
    // The nine colouring cards shared one picture before; now each has its own.
    expect(new Set(servicePictures().get('female/hair/colouring')).size).toBe(9)
  })

  it('gives the stylists different portraits and the articles pictures the services already have', () => {
    const portraits = employees.map((e, i) => pictureName(portraitPicture(e.slug, e.workCategory, i)))
    expect(new Set(portraits).size).toBe(employees.length)
    const serviceNames = new Set([...servicePictures().values()].flat())
    for (let i = 0; i < 12; i++) expect(serviceNames).toContain(pictureName(articlePicture(i)))
  })

  it('draws every subject as a valid picture, with the focal point where it put the subject', async () => {
    for (const [i, subject] of SUBJECTS.entries()) {
      const spec: PictureSpec = { subject, direction: 'hair', composition: (i % 3) as 0 | 1 | 2, palette: i }
      const meta = await sharp(Buffer.from(pictureSvg(spec))).metadata()
      expect(meta.format).toBe('svg')
      expect([meta.width, meta.height]).toEqual([960, 720])
      const focal = focalOf(spec)
      expect(focal.x).toBeGreaterThan(0)
      expect(focal.x).toBeLessThan(100)
      const at = (percent: number, size: number) => Number(((percent / 100) * size).toFixed(1))
      expect(pictureSvg(spec)).toContain(`translate(${at(focal.x, 960)} ${at(focal.y, 720)})`)
    }
    expect(focalOf({ subject: 'portrait', direction: 'hair', composition: 0, palette: 0, shape: 'portrait' })).toEqual({
      x: 50,
      y: 40,
    })
  })

  it('draws the same bytes for the same spec (no cache involved)', async () => {
    const spec = servicePicture('female/hair/colouring', 4)
    const hash = async () =>
      createHash('sha256')
        .update((await drawImage(spec, { cache: false })).data)
        .digest('hex')
    const first = await hash()
    expect(await hash()).toBe(first)
    const image = await drawImage(spec)
    expect(createHash('sha256').update(image.data).digest('hex')).toBe(first)
    expect(image).toMatchObject({ mimetype: 'image/jpeg', name: 'colouring-hair-c1-p1.jpg', focal: { x: 36, y: 55 } })
  })
})
