/** Stylists: their categories, the skills (in skill categories), then the stylists with their photo, skills and salons. */
import { mapEmployee, mapSkill, type EmployeeDraft, type SkillDraft } from '../source/map'

import type { ImportRun } from './run'
import { importTerms, namedItem } from './terms'
import { fingerprint, resolve, written, type Listed } from './types'

export interface Stylists {
  staffCategories: Listed
  skillCategories: Listed
  skills: Listed
  employees: Listed
}

export async function importStylists(run: ImportRun, salons: Listed): Promise<Stylists> {
  const staffCategories = await importTerms(run, 'employees_categories', 'stylist category')
  const skillCategories = await importTerms(run, 'skills_categories', 'skill category')
  const skills = await run.posts('skills', 'skill', mapSkill, async (listed, d: SkillDraft, label) => {
    const category = d.categoryWpId == null ? null : (skillCategories.ids.get(d.categoryWpId) ?? null)
    await run.upsert(listed, d, label, {
      build: async () => namedItem('title', d.title, d, { category: written(category) }),
      hash: fingerprint({ ...d, category }),
    })
  })
  const employees = await run.posts(
    'employees',
    'stylist',
    mapEmployee,
    async (listed, d: EmployeeDraft, label, item) => {
      const workCategory = d.workCategoryWpId == null ? null : (staffCategories.ids.get(d.workCategoryWpId) ?? null)
      const skillIds = resolve(skills.ids, d.skillWpIds)
      const salonIds = resolve(salons.ids, d.salonWpIds)
      const id = await run.upsert(listed, d, label, {
        build: async (req) => ({
          en: {
            name: d.name.en,
            slug: d.slug,
            bio: d.bio.en || undefined,
            photo: await run.images.image(d.photo, label, req),
            workCategory: written(workCategory),
            skills: skillIds.filter((x) => x > 0),
            salons: salonIds.filter((x) => x > 0),
            crmId: d.crmId || undefined,
            order: d.order,
            wordpress: { itemId: d.wpId, modified: d.modified },
          },
          uk: d.name.uk || d.bio.uk ? { name: d.name.uk ?? d.name.en, bio: d.bio.uk ?? undefined } : null,
        }),
        hash: fingerprint({ ...d, workCategory, skillIds, salonIds }),
      })
      if (id !== null) await run.redirect(`/employees/${run.oldSlug(item, d.slug)}/`, `/employees/${d.slug}/`)
    },
  )
  return { staffCategories, skillCategories, skills, employees }
}
