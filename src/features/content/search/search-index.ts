import 'server-only'

import type { Payload } from 'payload'

import type { Employee, EmployeesCategory, Position, ServicesCategory, Skill } from '@/cms/payload-types'
import { formatPrice } from '@/platform/format/price'
import type { Locale } from '@/platform/i18n/locales'
import { localePath } from '@/platform/i18n/routing'
import type { SearchCategory, SearchIndex, SearchStylist } from './search'

import { tags } from '../data/cache-tags'
import { toArticleCard } from '../data/editorial-map'
import { idOf, toImage, toService } from '../data/map'
import { cached, findPublished } from '../data/read'

/**
 * The search overlay's index for one locale (spec site §4, §7): only what the overlay shows —
 * category name, address and parent's name; service title, search terms, address and price line; article headline lines, address and thumbnail; stylist
 * name, position, address, thumbnail and skill titles — plus the popular searches. Published
 * content only (`overrideAccess: false`, see ./read).
 */

const named = (value: unknown): value is { id: number | string } =>
  value != null && typeof value === 'object' && 'id' in value

function toSearchStylist(doc: Employee, locale: Locale): SearchStylist {
  const positions = (doc.positions ?? []).filter(named) as Position[]
  const category = named(doc.workCategory) ? (doc.workCategory as EmployeesCategory) : null
  return {
    id: String(doc.id),
    name: doc.name,
    position: positions.map((p) => p.name).join(', ') || category?.name || '',
    path: localePath(locale, `/employees/${doc.slug}/`),
    thumb: toImage(doc.photo, 'thumbnail')?.url ?? null,
    skills: ((doc.skills ?? []).filter(named) as Skill[]).map((s) => s.title),
  }
}

/**
 * The catalogue's categories in the menu's order (each group, then what is inside it, siblings in
 * their CMS order), each with the name of the one it is in (Women's and Men's Nails differ).
 */
function toSearchCategories(docs: ServicesCategory[], locale: Locale): SearchCategory[] {
  const known = new Set(docs.map((doc) => String(doc.id)))
  const parentOf = (doc: ServicesCategory) => {
    const id = idOf(doc.parent)
    return id != null && known.has(String(id)) ? String(id) : null
  }
  const out: SearchCategory[] = []
  const visit = (parentId: string | null, parent: string | null) => {
    for (const doc of docs.filter((d) => parentOf(d) === parentId)) {
      out.push({
        id: String(doc.id),
        name: doc.name,
        path: localePath(locale, `/services/${doc.path ?? doc.slug}/`),
        parent,
      })
      visit(String(doc.id), doc.name)
    }
  }
  visit(null, null)
  return out
}

/** The editor's comma-separated search terms as a list; left out of the index when there are none. */
function searchTerms(text: string | null | undefined): { terms?: string[] } {
  const terms = (text ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
  return terms.length ? { terms } : {}
}

export async function readSearchIndex(payload: Payload, locale: Locale): Promise<SearchIndex> {
  const [categories, services, articles, stylists, settings] = await Promise.all([
    findPublished(payload, 'services-categories', locale, { sort: ['order', 'path'], limit: 1000, depth: 0 }),
    findPublished(payload, 'services', locale, { sort: ['order', 'path'], limit: 2000, depth: 0 }),
    findPublished(payload, 'articles', locale, { sort: ['-date', 'slug'], limit: 1000, depth: 1 }),
    findPublished(payload, 'employees', locale, { sort: 'order', limit: 500, depth: 1 }),
    payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: false }),
  ])
  return {
    categories: toSearchCategories(categories, locale),
    services: services.map((doc) => {
      const service = toService(doc)
      return {
        id: String(service.id),
        title: service.title,
        path: localePath(locale, `/services/${service.path}/`),
        price: formatPrice(service, locale),
        ...searchTerms(doc.searchTerms),
      }
    }),
    articles: articles.flatMap((doc) => {
      const card = toArticleCard(doc)
      if (!card) return []
      return [
        {
          id: String(card.id),
          lines: card.titleLines.map((line) => line.map((item) => item.text).join(' ')),
          path: localePath(locale, `/blog/${card.categorySlug}/${card.slug}/`),
          thumb: toImage(doc.previewImage, 'thumbnail')?.url ?? null,
        },
      ]
    }),
    stylists: stylists.map((doc) => toSearchStylist(doc, locale)),
    suggestions: (settings.popularSearches ?? [])
      .map((s) => ({ label: s.label?.trim() ?? '', query: (s.label || s.query || '').trim() }))
      .filter((s) => s.label && s.query),
  }
}

/** What the search index is tagged with. */
export const searchIndexTags = [
  tags.collection('services-categories'),
  tags.collection('services'),
  tags.collection('articles'),
  tags.collection('articles-categories'),
  tags.collection('employees'),
  tags.collection('employees-categories'),
  tags.collection('skills'),
  tags.collection('positions'),
  tags.collection('media'),
  tags.global('site-settings'),
  tags.all,
]

export const getSearchIndex = cached('search-index', searchIndexTags, readSearchIndex)
