import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ratingStars } from '@/platform/format/rating'
import { SOCIAL_NETWORKS } from '@/platform/format/social'

import { ICON_SPRITE, UI_ICON_NAMES } from './ui-icon'

const sprite = readFileSync(path.join(process.cwd(), 'public', ICON_SPRITE), 'utf8')
/** Each symbol of the sprite: its id and its own attributes. */
const symbols = new Map([...sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>/g)].map((m) => [m[1], m[2]]))

describe('the icon sprite (public/icons.svg)', () => {
  it('draws every icon the header, the menus, the footer and the rating stars name', () => {
    // A rating of 2.5 has each kind of star: full, half and empty.
    const stars = new Set(ratingStars(2.5))
    expect(stars.size).toBe(3)
    for (const name of [...UI_ICON_NAMES, ...SOCIAL_NETWORKS, ...[...stars].map((kind) => `star-${kind}`)]) {
      expect(symbols.get(name), name).toMatch(/viewBox="0 0 24 24"/)
    }
  })

  it('leaves the fill of the line icons to the page, so CSS can fill the signed-in account icon', () => {
    for (const name of UI_ICON_NAMES) expect(symbols.get(name), name).not.toMatch(/\bfill=/)
  })
})
