/** What the posts with a body write alike (blog articles, ./blog.ts, and vacancies, ./vacancies.ts). */
import type { PayloadRequest } from 'payload'

import type { ArticleDraft } from '../source/map'

import type { ImportRun, RichText } from './run'

type PostDraft = Pick<ArticleDraft, 'wpId' | 'modified' | 'slug' | 'title' | 'excerpt' | 'image'>

/**
 * A post's title, slug, excerpt, body, preview image and WordPress id, and its Ukrainian title,
 * excerpt and body when the site has any of them (the English title stands in for a missing one).
 */
export async function postFields(
  run: ImportRun,
  d: PostDraft,
  label: string,
  req: PayloadRequest,
  [bodyEn, bodyUk]: [RichText, RichText],
) {
  return {
    en: {
      title: d.title.en,
      slug: d.slug,
      excerpt: d.excerpt.en || undefined,
      body: bodyEn ?? undefined,
      previewImage: await run.images.image(d.image, label, req),
      wordpress: { itemId: d.wpId, modified: d.modified },
    },
    uk:
      d.title.uk || d.excerpt.uk || bodyUk
        ? { title: d.title.uk ?? d.title.en, excerpt: d.excerpt.uk ?? undefined, body: bodyUk ?? undefined }
        : null,
  }
}
