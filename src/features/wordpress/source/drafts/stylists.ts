/** Stylists and their skills as drafts. */
import type { WpItem } from '../client'
import { acfOf, imageRef, plainText, rendered, termIds, textOf, type ImageRef } from '../items'

import { field, localised, modifiedOf, orderOf, postIds, type Localised, type Mapped } from './common'
import { noAddressPart, slugOf } from './slugs'

export interface SkillDraft {
  wpId: number
  slug: string
  title: Localised
  categoryWpId: number | null
  order: number
}

/** A skill (a post with a title, in a skills category). */
export function mapSkill(item: WpItem, ua?: WpItem): Mapped<SkillDraft> {
  const slug = slugOf(item)
  if (!slug) return noAddressPart(item)
  const title = rendered(item.title) || plainText(textOf(item.name))
  if (!title) return { ok: false, reason: 'it has no title' }
  return {
    ok: true,
    draft: {
      wpId: item.id,
      slug,
      title: localised(title, ua ? rendered(ua.title) : undefined),
      categoryWpId: termIds(item, 'skills_categories')[0] ?? null,
      order: orderOf(item),
    },
  }
}

export interface EmployeeDraft {
  wpId: number
  modified: string | null
  slug: string
  name: Localised
  bio: Localised
  photo: ImageRef | null
  workCategoryWpId: number | null
  skillWpIds: number[]
  salonWpIds: number[]
  crmId: string
  order: number
}

/** A stylist: name, photo, work category, skills and the booking system's id (`id_crm`). */
export function mapEmployee(item: WpItem, ua?: WpItem): Mapped<EmployeeDraft> {
  const slug = slugOf(item)
  if (!slug) return noAddressPart(item)
  const name = rendered(item.title)
  if (!name) return { ok: false, reason: 'it has no name' }
  const acf = acfOf(item)
  const crm = field(item, 'id_crm')
  return {
    ok: true,
    draft: {
      wpId: item.id,
      modified: modifiedOf(item),
      slug,
      name: localised(name, ua ? rendered(ua.title) : undefined),
      bio: localised(rendered(item.content), ua ? rendered(ua.content) : undefined),
      photo: imageRef(acf.photo) ?? imageRef(item.featured_media),
      workCategoryWpId: postIds(acf.work_category)[0] ?? termIds(item, 'employees_categories')[0] ?? null,
      skillWpIds: postIds(acf.skills),
      salonWpIds: postIds(field(item, 'salons')),
      crmId: typeof crm === 'number' ? String(crm) : textOf(crm),
      order: orderOf(item),
    },
  }
}
