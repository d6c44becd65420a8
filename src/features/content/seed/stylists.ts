/**
 * Seed section: the stylists' taxonomies (work categories, skills, positions) and the stylists,
 * with their photos, working hours and the services they perform.
 */
import { employeeBookingFields } from './booking'
import { employees, employeesCategories, positions, skills, skillsCategories } from './data/people'
import { portraitPicture } from './pictures'
import type { Id, SeedWriter } from './writer'

export async function seedStylists(
  w: SeedWriter,
  ids: { salons: Map<string, Id>; services: Map<string, Id> },
  today: string,
): Promise<Map<string, Id>> {
  const employeeCategoryIds = await w.taxonomy('employees-categories', employeesCategories)
  const skillCategoryIds = await w.taxonomy('skills-categories', skillsCategories)
  const skillIds = new Map<string, Id>()
  for (const [i, s] of skills.entries()) {
    const doc = await w.create(
      'skills',
      { title: s.title.en, slug: s.slug, order: i + 1, category: skillCategoryIds.get(s.category) },
      { title: s.title.uk },
    )
    skillIds.set(s.slug, doc.id)
  }
  const positionIds = new Map<string, Id>()
  for (const [i, p] of positions.entries()) {
    const doc = await w.create(
      'positions',
      { name: p.name.en, slug: p.slug, order: i + 1, role: p.role },
      { name: p.name.uk },
    )
    positionIds.set(p.slug, doc.id)
  }

  const stylistIds = new Map<string, Id>()
  for (const [i, e] of employees.entries()) {
    const photo = await w.upload(portraitPicture(e.slug, e.workCategory, i), e.name)
    const doc = await w.create(
      'employees',
      {
        name: e.name.en,
        slug: e.slug,
        photo,
        workCategory: employeeCategoryIds.get(e.workCategory),
        skills: e.skills.map((s) => skillIds.get(s)).filter(Boolean),
        positions: e.positions.map((p) => positionIds.get(p)).filter(Boolean),
        salons: e.salons.map((s) => ids.salons.get(s)).filter(Boolean),
        crmId: e.crmId,
        order: e.order,
        bio: e.bio.en,
        ...employeeBookingFields(e.slug, ids, today),
      },
      { name: e.name.uk, bio: e.bio.uk },
    )
    stylistIds.set(e.slug, doc.id)
  }
  return stylistIds
}
