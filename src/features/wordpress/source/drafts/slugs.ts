/**
 * WordPress slugs as Parlour address parts: WordPress keeps Cyrillic slugs percent-encoded and
 * allows capitals and underscores; Parlour takes lower-case letters, digits and single hyphens.
 */
import type { WpItem } from '../client'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Ukrainian letters in Latin (the national transliteration, as the Cabinet of Ministers set it in 2010). */
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ы: 'y',
  э: 'e',
  ё: 'io',
  ъ: '',
  "'": '',
  '’': '',
}

/**
 * An address part Parlour accepts (lower-case letters, digits, single hyphens) made from a
 * WordPress slug: WordPress keeps Cyrillic slugs percent-encoded and allows capitals and
 * underscores. Null when nothing is left.
 */
export function addressPart(raw: string): string | null {
  let text = raw
  try {
    text = decodeURIComponent(raw)
  } catch {
    // A stray % is kept as a character and dropped below.
  }
  // Cyrillic first (NFKD would split й into и and a breve), then accents off Latin letters.
  const slug = [...text.toLowerCase()]
    .map((c) => LATIN[c] ?? c)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug && SLUG.test(slug) ? slug : null
}

/** The item's slug as an address part; `formerSlug` is WordPress's when it had to change. */
export function slugOf(item: WpItem): string | null {
  const raw = typeof item.slug === 'string' ? item.slug : ''
  return addressPart(raw)
}

/** Why an item whose slug makes no address part is skipped. */
export const noAddressPart = (item: WpItem) =>
  ({ ok: false, reason: `its slug "${String(item.slug ?? '')}" is not an address part` }) as const

/** WordPress's slug when Parlour's differs from it (the old address then gets a 301). */
export function formerSlug(item: WpItem): string | null {
  const raw = typeof item.slug === 'string' ? item.slug : ''
  // A slug is one address part: one with slashes or dot segments would name another page.
  if (/[/\\]|%2f|%5c|(^|[^a-z0-9])\.\.?($|[^a-z0-9])/i.test(raw)) return null
  const slug = addressPart(raw)
  return slug && slug !== raw ? raw : null
}
