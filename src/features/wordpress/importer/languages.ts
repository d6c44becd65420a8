/**
 * Reading a WordPress list in both languages: English, and the Ukrainian variants the site gives
 * for `lang=ua` (the old site's code) or `lang=uk` (Polylang's).
 */
import { isWordPressError, type WpItem } from '../source/client'

import type { RunContext } from './context'

/** The words of an item that differ between languages. */
const words = (i: WpItem) => JSON.stringify([i.title, i.name, i.content, i.excerpt, i.acf])

export class Languages {
  /** The code the site answered Ukrainian to: asked first, and kept for the rest of the run. */
  code: 'ua' | 'uk' | null = null

  constructor(private readonly run: RunContext) {}

  /**
   * Both languages of a list: English, and the Ukrainian variants by id (none when the site has
   * none). With `modifiedAfter`, posts changed since then in either language (an item whose
   * Ukrainian text alone changed is read in English by its id).
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
    const ua = new Map<number, WpItem>()
    for (const item of await this.ukrainian(route, en, since)) ua.set(item.id, item)
    if (dated && options.modifiedAfter) {
      const listed = new Set(en.map((i) => i.id))
      for (const id of ua.keys())
        if (!listed.has(id)) {
          const item = (await client.one(`${route}/${id}`, { lang: 'en' })) as WpItem | null
          if (item && typeof item.id === 'number') en.push(item)
        }
      // And the Ukrainian of what changed in English only (a site that dates each language apart),
      // so that English words are not written over it.
      if (this.code)
        for (const item of en)
          if (!ua.has(item.id)) {
            const variant = (await client.one(`${route}/${item.id}`, { lang: this.code })) as WpItem | null
            if (variant && variant.id === item.id) ua.set(item.id, variant)
          }
    }
    return { en, ua }
  }

  /**
   * The Ukrainian variants of a list: asked with `lang=ua`; while no list has answered that with
   * other words, also with `uk`, and the code that answers is kept for the rest of the run.
   */
  private async ukrainian(route: string, en: WpItem[], since: Record<string, string>): Promise<WpItem[]> {
    const { client } = this.run
    if (this.code) return client.list(route, { lang: this.code, ...since })
    const english = new Map(en.map((i) => [i.id, words(i)]))
    const differs = (list: WpItem[]) => list.some((i) => english.has(i.id) && english.get(i.id) !== words(i))
    const ua = await client.list(route, { lang: 'ua', ...since })
    if (differs(ua)) {
      this.code = 'ua'
      return ua
    }
    const uk = await client.list(route, { lang: 'uk', ...since })
    if (differs(uk)) {
      this.code = 'uk'
      return uk
    }
    return ua
  }
}
