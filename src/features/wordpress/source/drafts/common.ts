/**
 * What every WordPress item's draft is made with: the result type, text per language, and the
 * fields the old site registered on the item or in its `acf` (sites registered them either way).
 */
import type { WpItem } from '../client'
import { acfOf, decodeEntities, isHtml, numberOf, rendered, renderedHtml, textOf } from '../items'

import { noAddressPart, slugOf } from './slugs'

export type Mapped<T> = { ok: true; draft: T } | { ok: false; reason: string }

/** Text in English and, when the site has it, Ukrainian. */
export interface Localised {
  en: string
  uk: string | null
}

/** The body as WordPress rendered it (HTML), in each language. */
export interface Bodies {
  en: string
  uk: string | null
}

export const field = (item: WpItem, name: string): unknown =>
  item[name] !== undefined ? item[name] : acfOf(item)[name]
export const modifiedOf = (item: WpItem) => (typeof item.modified_gmt === 'string' ? item.modified_gmt : null)
export const orderOf = (item: WpItem) => {
  const n = numberOf(item.menu_order)
  return n !== null && Number.isInteger(n) ? n : 0
}

/** The Ukrainian text when the site answered `lang=ua` with other words; null otherwise. */
export function localised(en: string, uk: string | undefined): Localised {
  return { en, uk: uk && uk !== en ? uk : null }
}

/** The item's body, and its Ukrainian variant's when that says something else. */
export function bodiesOf(item: WpItem, ua?: WpItem): Bodies {
  const en = renderedHtml(item.content)
  const uk = ua ? renderedHtml(ua.content) : ''
  return { en, uk: uk && uk !== en ? uk : null }
}

/**
 * Post ids from an ACF relationship or post-object field, in any of its return formats: ids (as
 * numbers or text), post objects (`{ID, post_title…}`), REST-style `{id}`, or one of these alone.
 */
export function postIds(value: unknown): number[] {
  const one = (v: unknown): number => {
    if (typeof v === 'number') return v
    if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v)
    const o = v as { ID?: unknown; id?: unknown } | null
    return o && typeof o === 'object' ? one(o.ID ?? o.id ?? NaN) : NaN
  }
  return (Array.isArray(value) ? value : value == null || value === false || value === '' ? [] : [value])
    .map(one)
    .filter((n) => Number.isInteger(n) && n > 0)
}

/** What a post's draft starts with: its id, when it last changed, its slug and its title. */
export interface PostHead {
  wpId: number
  modified: string | null
  slug: string
  title: Localised
}

/** A post's head, or why the post cannot be imported (no address part, no title). */
export function headOf(item: WpItem, ua: WpItem | undefined, title = rendered(item.title)): Mapped<PostHead> {
  const slug = slugOf(item)
  if (!slug) return noAddressPart(item)
  if (!title) return { ok: false, reason: 'it has no title' }
  return { ok: true, draft: postHead(item, slug, localised(title, ua ? rendered(ua.title) : undefined)) }
}

/** A post's head from its slug and title as Parlour takes them. */
export const postHead = (item: WpItem, slug: string, title: Localised): PostHead => ({
  wpId: item.id,
  modified: modifiedOf(item),
  slug,
  title,
})

/**
 * An ACF text or WYSIWYG field (a service's or category's SEO text) in each language: `html` when
 * either language holds markup — it then becomes rich text as bodies do, never escaped markup on
 * the page — else the words with their entities decoded.
 */
export interface SeoText extends Localised {
  html: boolean
}

export function seoTextOf(en: unknown, uk: unknown): SeoText {
  const [enText, ukText] = [textOf(en), textOf(uk)]
  const html = isHtml(enText) || isHtml(ukText)
  const words = (t: string) => (html ? t.replace(/\r\n?/g, '\n') : decodeEntities(t))
  return { ...localised(words(enText), uk === undefined ? undefined : words(ukText)), html }
}
