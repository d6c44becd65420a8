/**
 * Reading a WordPress list in both languages: English, and the Ukrainian variants the site gives
 * for `lang=ua` (the old site's code) or `lang=uk` (Polylang's and WPML's) — under the same id
 * (the old site), or as posts of their own linked to the English (Polylang, WPML).
 */
import { isWordPressError, type WpItem } from '../source/client'
import { languageOf, translationId } from '../source/items'

import type { RunContext } from './context'

/** The words of an item that differ between languages. */
const words = (i: WpItem) => JSON.stringify([i.title, i.name, i.content, i.excerpt, i.acf])

export class Languages {
  /** The code the site answered Ukrainian to: asked first, and kept for the rest of the run. */
  code: 'ua' | 'uk' | null = null

  constructor(private readonly run: RunContext) {}

  /**
   * Both languages of a list: English, and the Ukrainian variants by English id (none when the
   * site has none). With `modifiedAfter`, posts changed since then in either language (an item
   * whose Ukrainian text alone changed is read in English by its id).
   */
  async both(
    route: string,
    dated = false,
    optional = false,
  ): Promise<{ en: WpItem[]; ua: Map<number, WpItem>; unread?: boolean }> {
    const { client, options } = this.run
    const since: Record<string, string> =
      dated && options.modifiedAfter ? { modified_after: options.modifiedAfter } : {}
    let en: WpItem[]
    try {
      en = await client.list(route, since)
    } catch (error) {
      // A list the old site had but this one does not (no salon categories): nothing to import.
      if (!optional || !isWordPressError(error) || error.reason !== 'not_found') throw error
      this.run.warn(`the site has no ${route} list: none imported`)
      return { en: [], ua: new Map(), unread: true }
    }
    // A site that lists every language whatever is asked: its English only.
    en = en.filter((i) => (languageOf(i) ?? 'en') === 'en')
    const { list, ua } = await this.ukrainian(route, en, since)
    if (dated && options.modifiedAfter) {
      const listed = new Set(en.map((i) => i.id))
      // Ukrainian posts changed whose English did not: the English read by its id.
      for (const variant of list) {
        const id = listed.has(variant.id) ? variant.id : (translationId(variant, 'en') ?? variant.id)
        if (listed.has(id)) continue
        const item = (await client.one(`${route}/${id}`, { lang: 'en' })) as WpItem | null
        if (item && typeof item.id === 'number' && (languageOf(item) ?? 'en') === 'en') {
          en.push(item)
          listed.add(item.id)
          ua.set(item.id, variant)
        }
      }
      // And the Ukrainian of what changed in English only (a site that dates each language apart),
      // so that English words are not written over it.
      if (this.code)
        for (const item of en)
          if (!ua.has(item.id)) {
            const variant = await this.variantOf(route, item)
            if (variant) ua.set(item.id, variant)
          }
    }
    return { en, ua }
  }

  /**
   * An item's Ukrainian variant read by itself: its own post where the site keeps one per language
   * (Polylang, WPML), else the same id asked in Ukrainian. Undefined when the site gives none.
   */
  async variantOf(route: string, item: WpItem): Promise<WpItem | undefined> {
    const code = this.code ?? 'ua'
    const id = this.linkedId(item, code) ?? item.id
    const variant = (await this.run.client.one(`${route}/${id}`, { lang: code })) as WpItem | null
    return variant && typeof variant.id === 'number' && languageOf(variant) !== 'en' ? variant : undefined
  }

  /** The id of an item's Ukrainian post, where the site keeps one per language. */
  private linkedId(item: WpItem, code: string): number | null {
    const id = translationId(item, 'uk') ?? translationId(item, code)
    return id && id !== item.id ? id : null
  }

  /**
   * The Ukrainian variants of a list by English id: asked with `lang=ua`; while no list has
   * answered that with other words, also with `uk`, and the code that answers is kept for the rest
   * of the run. A variant is the item of the same id (the old site) or the post its English links
   * to, or that links to its English (Polylang's `translations`, WPML's `wpml_translations`).
   */
  private async ukrainian(
    route: string,
    en: WpItem[],
    since: Record<string, string>,
  ): Promise<{ list: WpItem[]; ua: Map<number, WpItem> }> {
    const { client } = this.run
    const read = async (code: string) => {
      const list = (await client.list(route, { lang: code, ...since })).filter((i) => languageOf(i) !== 'en')
      return { list, ua: this.pair(en, list, code) }
    }
    if (this.code) return read(this.code)
    const english = new Map(en.map((i) => [i.id, words(i)]))
    const differs = (ua: Map<number, WpItem>) => [...ua].some(([id, v]) => english.get(id) !== words(v))
    const ua = await read('ua')
    if (differs(ua.ua)) {
      this.code = 'ua'
      return ua
    }
    const uk = await read('uk')
    if (differs(uk.ua)) {
      this.code = 'uk'
      return uk
    }
    return ua
  }

  /** Ukrainian posts by the id of their English. */
  private pair(en: WpItem[], list: WpItem[], code: string): Map<number, WpItem> {
    const english = new Set(en.map((i) => i.id))
    const linked = new Map<number, number>()
    for (const item of en) {
      const id = this.linkedId(item, code)
      if (id) linked.set(id, item.id)
    }
    const ua = new Map<number, WpItem>()
    for (const variant of list) {
      const id = english.has(variant.id) ? variant.id : (linked.get(variant.id) ?? translationId(variant, 'en'))
      if (id != null && english.has(id)) ua.set(id, variant)
    }
    return ua
  }
}
