/** A blog article as a draft: its day, categories, the card's headline lines and the body HTML. */
import type { WpItem } from '../client'
import { acfOf, imageRef, plainText, rendered, termIds, textOf, type ImageRef } from '../items'

import { bodiesOf, headOf, localised, type Bodies, type Localised, type Mapped, type PostHead } from './common'

export interface ArticleDraft extends PostHead {
  /** The publication day, YYYY-MM-DD. */
  date: string
  categoryWpIds: number[]
  /** The card's title in lines of words (`acf.title`), as the old blog drew it. */
  titleLines: { items: { text: string }[] }[]
  /** The Ukrainian lines, when the site has its own; null to use the English ones. */
  titleLinesUk: { items: { text: string }[] }[] | null
  excerpt: Localised
  /** The body as WordPress rendered it (HTML), in each language. */
  bodyHtml: Bodies
  image: ImageRef | null
}

function titleLinesOf(value: unknown): ArticleDraft['titleLines'] {
  if (!Array.isArray(value)) return []
  return value
    .map((line: { items?: unknown }) => ({
      items: (Array.isArray(line?.items) ? line.items : [])
        .map((i: { text?: unknown }) => ({ text: plainText(textOf(i?.text)) }))
        .filter((i) => i.text),
    }))
    .filter((line) => line.items.length)
}

export function mapArticle(item: WpItem, ua?: WpItem): Mapped<ArticleDraft> {
  const head = headOf(item, ua)
  if (!head.ok) return head
  const date = typeof item.date === 'string' ? /^(\d{4}-\d{2}-\d{2})/.exec(item.date)?.[1] : undefined
  if (!date) return { ok: false, reason: 'it has no date' }
  const categoryWpIds = termIds(item, 'articles_categories')
  if (!categoryWpIds.length) return { ok: false, reason: 'it is in no articles category' }
  const acf = acfOf(item)
  return {
    ok: true,
    draft: {
      ...head.draft,
      date,
      categoryWpIds,
      titleLines: titleLinesOf(acf.title),
      titleLinesUk: ua && titleLinesOf(acfOf(ua).title).length ? titleLinesOf(acfOf(ua).title) : null,
      excerpt: localised(rendered(item.excerpt), ua ? rendered(ua.excerpt) : undefined),
      bodyHtml: bodiesOf(item, ua),
      image: imageRef(acf.preview_image) ?? imageRef(item.featured_media),
    },
  }
}
