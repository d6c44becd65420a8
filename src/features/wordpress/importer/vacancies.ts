/** The vacancies, each with its body as rich text and the salons it is for. */
import { mapVacancy, type VacancyDraft } from '../source/map'

import { postFields } from './posts'
import type { ImportRun } from './run'
import { fingerprint, resolve, type Listed } from './types'

export async function importVacancies(run: ImportRun, salons: Listed): Promise<Listed> {
  return run.posts('vacancies', 'vacancy', mapVacancy, async (listed, d: VacancyDraft, label, item) => {
    const salonIds = resolve(salons.ids, d.salonWpIds)
    const id = await run.upsert(listed, d, label, {
      html: d.bodyHtml,
      build: async (req, bodies) => {
        const post = await postFields(run, d, label, req, bodies)
        return { en: { ...post.en, salons: salonIds.filter((x) => x > 0), order: d.order }, uk: post.uk }
      },
      hash: fingerprint({ ...d, salonIds }),
    })
    if (id !== null) await run.redirect(`/vacancies/${run.oldSlug(item, d.slug)}/`, `/vacancies/${d.slug}/`)
  })
}
