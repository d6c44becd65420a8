import { describe, expect, it } from 'vitest'

import { assignSwatches, BLOCK_TEXT, contrastRatio, inheritedChoice, SWATCHES } from './calendar-colours'

describe('the calendar palette', () => {
  it('reads with the block’s text at WCAG AA or better on every swatch, and names each once', () => {
    for (const s of SWATCHES) expect(contrastRatio(s.hex, BLOCK_TEXT), s.name).toBeGreaterThanOrEqual(4.5)
    expect(new Set(SWATCHES.map((s) => s.name)).size).toBe(SWATCHES.length)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
  })
})

describe('assigning swatches', () => {
  it('keeps the chosen ones and gives the others the palette in creation order, skipping chosen colours', () => {
    const swatches = assignSwatches([
      { id: '12', chosen: null },
      { id: '3', chosen: 'rose' },
      { id: '7' },
      { id: '40', chosen: 'not-a-colour' },
    ])
    expect(Object.fromEntries(swatches)).toEqual({ '3': 'rose', '7': 'peach', '12': 'butter', '40': 'lime' })
  })

  it('is stable: a stylist added later leaves the colours of the others as they were', () => {
    const before = assignSwatches([{ id: '1' }, { id: '2' }])
    const after = assignSwatches([{ id: '5' }, { id: '2' }, { id: '1' }])
    expect(after.get('1')).toBe(before.get('1'))
    expect(after.get('2')).toBe(before.get('2'))
    expect(after.get('5')).toBe('butter')
  })

  it('goes round the palette again when there are more than it holds', () => {
    const many = assignSwatches(Array.from({ length: SWATCHES.length + 2 }, (_, i) => ({ id: String(i + 1) })))
    expect(many.get(String(SWATCHES.length + 1))).toBe(SWATCHES[0].name)
    expect(many.get(String(SWATCHES.length + 2))).toBe(SWATCHES[1].name)
  })

  it('lets a category take its nearest parent’s colour when it has none of its own', () => {
    const parents = new Map([
      ['hair', 'female'],
      ['colouring', 'hair'],
      ['nails', 'female'],
    ])
    const chosen = new Map<string, string | null>([
      ['hair', 'lilac'],
      ['colouring', null],
      ['nails', 'mint'],
    ])
    expect(inheritedChoice('colouring', chosen, parents)).toBe('lilac')
    expect(inheritedChoice('nails', chosen, parents)).toBe('mint')
    expect(inheritedChoice('female', chosen, parents)).toBeNull()
    // A loop in the tree ends the walk.
    expect(
      inheritedChoice(
        'a',
        new Map(),
        new Map([
          ['a', 'b'],
          ['b', 'a'],
        ]),
      ),
    ).toBeNull()
  })
})
