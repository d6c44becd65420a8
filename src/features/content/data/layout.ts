import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/platform/i18n/locales'

import { tags } from './cache-tags'
import { idOf, toCategory } from './map'
import { cached, findPublished } from './read'
import type { CategorySummary, LayoutData, MenuData } from './types'

const sameId = (a: unknown, b: unknown) => a != null && b != null && String(a) === String(b)

/**
 * The menu panels: the catalogue tree down to categories, salons by salon category and the blog
 * categories. A salon category with the `london` slug and no address of its own opens the London
 * salon site of the settings (site.md §2).
 */
async function readMenu(payload: Payload, locale: Locale, londonSiteUrl: string | null): Promise<MenuData> {
  const [categoryDocs, salonCategoryDocs, salonDocs, blogDocs] = await Promise.all([
    findPublished(payload, 'services-categories', locale, { sort: 'order', limit: 1000, depth: 0 }),
    findPublished(payload, 'salons-categories', locale, { sort: 'order', limit: 100, depth: 0 }),
    findPublished(payload, 'salons', locale, { sort: 'order', limit: 100, depth: 0 }),
    findPublished(payload, 'articles-categories', locale, { sort: 'order', limit: 100, depth: 0 }),
  ])
  const categories = categoryDocs.map(toCategory)
  const childrenOf = (parent: CategorySummary, level: CategorySummary['level']) =>
    categories.filter((c) => c.level === level && sameId(c.parentId, parent.id))
  const salons = salonDocs.map((s) => ({ id: s.id, slug: s.slug, title: s.title, categoryId: idOf(s.category) }))
  const link = ({ id, slug, title }: (typeof salons)[number]) => ({ id, slug, title })
  const groupIds = new Set(salonCategoryDocs.map((c) => String(c.id)))
  return {
    services: categories
      .filter((c) => c.level === 'top')
      .map((top) => ({
        ...top,
        directions: childrenOf(top, 'direction').map((d) => ({ ...d, categories: childrenOf(d, 'category') })),
      })),
    salonGroups: salonCategoryDocs.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      externalUrl: c.externalUrl || (c.slug === 'london' ? londonSiteUrl : null),
      salons: salons.filter((s) => sameId(s.categoryId, c.id)).map(link),
    })),
    otherSalons: salons.filter((s) => s.categoryId == null || !groupIds.has(String(s.categoryId))).map(link),
    blogCategories: blogDocs.map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
  }
}

export async function readLayoutData(payload: Payload, locale: Locale): Promise<LayoutData> {
  const [contacts, settings] = await Promise.all([
    payload.findGlobal({ slug: 'contacts', locale, depth: 0, overrideAccess: false }),
    payload.findGlobal({ slug: 'site-settings', locale, depth: 1, overrideAccess: false }),
  ])
  const menu = await readMenu(payload, locale, settings.londonSalonSiteUrl || null)
  const footerIds = [settings.footerTopCategories?.women, settings.footerTopCategories?.men].map(idOf)
  const footerGroups = footerIds
    .map((id) => menu.services.find((g) => sameId(g.id, id)))
    .filter((g): g is NonNullable<typeof g> => Boolean(g))
    .map((g) => ({ ...g, directions: g.directions.map(({ categories: _categories, ...d }) => d) }))
  return {
    brand: settings.brandName || 'Parlour',
    phones: (contacts.phones ?? []).map((p) => p.phone),
    email: contacts.email ?? null,
    address: contacts.address ?? '',
    workTime: (contacts.workTime ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    year: contacts.year ?? 2024,
    socials: (contacts.socials ?? []).map((s) => ({ label: s.label, url: s.link })),
    defaultSalonSlug:
      settings.defaultSalon && typeof settings.defaultSalon === 'object' ? settings.defaultSalon.slug : null,
    footerGroups,
    links: {
      bookingStore: settings.bookingStoreUrl ?? null,
      partner: settings.partnerUrl ?? null,
      academy: settings.academyUrl ?? null,
      appStore: settings.appStoreUrl ?? null,
      playStore: settings.playStoreUrl ?? null,
    },
    menu,
  }
}

/** What the layout (header, menus, footer) is tagged with. */
export const layoutTags = [
  tags.global('contacts'),
  tags.global('site-settings'),
  tags.collection('services-categories'),
  tags.collection('salons'),
  tags.collection('salons-categories'),
  tags.collection('articles-categories'),
  tags.all,
]

export const getLayoutData = cached('layout', layoutTags, readLayoutData)
