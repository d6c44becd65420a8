/** The vacancies, each with its body as rich text and the salons it is for. */
import { mapVacancy, type VacancyDraft } from '../source/map'

import type { ImportRun } from './run'
import { fingerprint, resolve, type Listed } from './types'

export async function importVacancies(run: ImportRun, salons: Listed): Promise<Listed> {
  return run.posts('vacancies', 'vacancy', mapVacancy, async (listed, d: VacancyDraft, label, item) => {
    const salonIds = resolve(salons.ids, d.salonWpIds)
    const id = await run.upsert(listed, d, label, {
      html: d.bodyHtml,
      build: async (req, [bodyEn, bodyUk]) => ({
        en: {
          title: d.title.en,
          slug: d.slug,
          salons: salonIds.filter((x) => x > 0),
          excerpt: d.excerpt.en || undefined,
          body: bodyEn ?? undefined,
          previewImage: await run.images.image(d.image, label, req),
          order: d.order,
          wordpress: { itemId: d.wpId, modified: d.modified },
        },
        uk:
          d.title.uk || d.excerpt.uk || bodyUk
            ? { title: d.title.uk ?? d.title.en, excerpt: d.excerpt.uk ?? undefined, body: bodyUk ?? undefined }
            : null,
      }),
      hash: fingerprint({ ...d, salonIds }),
    })
    if (id !== null) await run.redirect(`/vacancies/${run.oldSlug(item, d.slug)}/`, `/vacancies/${d.slug}/`)
  })
}
