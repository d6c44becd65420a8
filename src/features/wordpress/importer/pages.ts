/** The content pages Parlour shows, by slug (main, about, policy, 404 …); the demo's at the same slug are taken over. */
import type { WpItem } from '../source/client'
import { mapPage, type PageDraft } from '../source/map'

import type { ImportRun } from './run'
import { fingerprint, type Listed } from './types'

/** The pages, and the contacts page as WordPress has it (the contacts may live in its fields). */
export async function importPages(run: ImportRun): Promise<{ pages: Listed; contactsPage?: WpItem }> {
  let contactsPage: WpItem | undefined
  const pages = await run.posts('pages', 'page', mapPage, async (listed, d: PageDraft, label, item) => {
    if (d.slug === 'contacts') contactsPage = item
    await run.upsert(listed, d, label, {
      html: d.bodyHtml,
      build: async (req, [bodyEn, bodyUk]) => ({
        en: {
          title: d.title.en,
          slug: d.slug,
          description: d.description.en || null,
          image: await run.images.image(d.image, label, req),
          body: bodyEn,
          meta: { title: d.metaTitle.en || null, description: d.metaDescription.en || null },
          wordpress: { itemId: d.wpId, modified: d.modified },
        },
        uk:
          d.title.uk || d.description.uk || bodyUk || d.metaTitle.uk || d.metaDescription.uk
            ? {
                title: d.title.uk ?? d.title.en,
                description: d.description.uk ?? (d.description.en || null),
                body: bodyUk ?? bodyEn,
                meta: { title: d.metaTitle.uk ?? null, description: d.metaDescription.uk ?? null },
              }
            : null,
      }),
      hash: fingerprint(d),
    })
  })
  return { pages, contactsPage }
}
