/**
 * The calendar's colours (docs/decisions/0049): the salon colours visits by stylist or by service
 * category, each picked from a small palette of named swatches. Pure: the data layer reads the
 * choices, the grid paints the swatch the board names.
 */

/** How the salon colours the visits on its calendar. */
export type ColourBy = 'stylist' | 'category'

export const COLOUR_BY_DEFAULT: ColourBy = 'stylist'

/**
 * The palette: light tints, each reading at 10:1 or more with the blocks' text (#111827), so
 * every swatch meets WCAG AA (4.5:1) with room to spare (calendar-colours.test.ts measures it).
 * Greys are left out: a grey block means a cancelled visit or a hold.
 */
export const SWATCHES = [
  { name: 'rose', hex: '#fecdd3', en: 'Rose', uk: 'Рожевий' },
  { name: 'peach', hex: '#fed7aa', en: 'Peach', uk: 'Персиковий' },
  { name: 'butter', hex: '#fde68a', en: 'Butter yellow', uk: 'Жовтий' },
  { name: 'lime', hex: '#d9f99d', en: 'Lime', uk: 'Лаймовий' },
  { name: 'mint', hex: '#bbf7d0', en: 'Mint', uk: 'М’ятний' },
  { name: 'aqua', hex: '#99f6e4', en: 'Aqua', uk: 'Бірюзовий' },
  { name: 'sky', hex: '#bae6fd', en: 'Sky blue', uk: 'Блакитний' },
  { name: 'periwinkle', hex: '#c7d2fe', en: 'Periwinkle', uk: 'Барвінковий' },
  { name: 'lilac', hex: '#ddd6fe', en: 'Lilac', uk: 'Бузковий' },
  { name: 'orchid', hex: '#f5d0fe', en: 'Orchid', uk: 'Орхідейний' },
] as const

export type SwatchName = (typeof SWATCHES)[number]['name']

/** The text drawn on every block. */
export const BLOCK_TEXT = '#111827'

const BY_NAME = new Map<string, (typeof SWATCHES)[number]>(SWATCHES.map((s) => [s.name, s]))

export const isSwatch = (value: unknown): value is SwatchName => typeof value === 'string' && BY_NAME.has(value)

export const swatchHex = (name: SwatchName): string => BY_NAME.get(name)!.hex

/** Something coloured: a stylist or a category, with the swatch staff picked for it, if any. */
export interface Colourable {
  id: string
  chosen?: string | null
}

/** Ids in creation order: numbers by value (a new stylist comes last), other ids after them. */
function creationOrder(a: string, b: string): number {
  const x = Number(a)
  const y = Number(b)
  const numeric = (n: number) => Number.isSafeInteger(n)
  if (numeric(x) && numeric(y)) return x - y
  if (numeric(x) !== numeric(y)) return numeric(x) ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * A swatch for each: its chosen one, else the next of the palette in creation order that nobody
 * chose and nobody before it was given (round again when they run out). The order is the ids',
 * so adding a stylist or a category never changes the colour of those created before it.
 */
export function assignSwatches(entries: readonly Colourable[]): Map<string, SwatchName> {
  const result = new Map<string, SwatchName>()
  const unique = [...new Map(entries.map((e) => [e.id, e])).values()].sort((a, b) => creationOrder(a.id, b.id))
  const chosen = new Set<SwatchName>()
  for (const e of unique)
    if (isSwatch(e.chosen)) {
      result.set(e.id, e.chosen)
      chosen.add(e.chosen)
    }
  const free = SWATCHES.map((s) => s.name).filter((n) => !chosen.has(n))
  const pool: SwatchName[] = free.length ? free : SWATCHES.map((s) => s.name)
  let next = 0
  for (const e of unique)
    if (!result.has(e.id)) {
      result.set(e.id, pool[next % pool.length]!)
      next++
    }
  return result
}

/**
 * A category's own swatch, else its nearest parent's: a salon colours "Hair" once and every
 * category under it follows unless given its own. `parents` maps a category to its parent.
 */
export function inheritedChoice(
  id: string,
  chosen: ReadonlyMap<string, string | null | undefined>,
  parents: ReadonlyMap<string, string | null | undefined>,
): SwatchName | null {
  const seen = new Set<string>()
  for (let at: string | null | undefined = id; at && !seen.has(at); at = parents.get(at)) {
    seen.add(at)
    const own = chosen.get(at)
    if (isSwatch(own)) return own
  }
  return null
}

/** WCAG 2's contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}
