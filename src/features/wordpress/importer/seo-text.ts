/**
 * A service's or category's SEO text as Parlour keeps it: words as the plain `seoText`; HTML (an
 * ACF WYSIWYG field) as rich text in `seoBody`, made as bodies are, so the page shows paragraphs
 * and emphasis, never escaped markup.
 */
import type { Bodies, SeoText } from '../source/drafts/common'

import type { RichText } from './run'

/** The HTML to make rich text of, in each language; none when the text is words only. */
export const seoHtml = (seo: SeoText): Bodies | undefined => (seo.html ? { en: seo.en, uk: seo.uk } : undefined)

/**
 * The fields to write in one language: the rich text made from `seoHtml` (Ukrainian without its
 * own: the English) or the words, and the other one cleared.
 */
export function seoFields(seo: SeoText, [en, uk]: [RichText, RichText], locale: 'en' | 'uk'): Record<string, unknown> {
  if (seo.html) return { seoBody: locale === 'en' ? en : (uk ?? en), seoText: null }
  return { seoText: (locale === 'en' ? seo.en : (seo.uk ?? seo.en)) || null, seoBody: null }
}
