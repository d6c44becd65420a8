/**
 * The site's content items that carry a Beauty Pro id: a service's `crmId` (or one of its
 * variants' `params[].crmId`, the spec's `crm_id`), a stylist's `crmId` (the spec's `id_crm`), a
 * salon's `crmId`. Their address, slug, photo and names in each language come from the site's
 * own catalogue reader, so a Beauty Pro service opens the same service page the site shows.
 */
import type { Payload } from 'payload'

import type { BookingCatalogue, CatalogueLocale } from '@/features/booking/kit'

import { shareFor } from '@/platform/cache/share'

import type { ContentLinks } from './catalogue'

const LIMIT = 1000

/** How long a burst of requests shares one read of the links (an edit shows within it). */
export const LINKS_SHARE_MS = 3000

export function payloadContentLinks(payload: Payload, site: BookingCatalogue): ContentLinks {
  /** Beauty Pro id → the site's id, for one collection. */
  async function readCrmIds(
    collection: 'services' | 'employees' | 'salons',
    locale: CatalogueLocale,
  ): Promise<Map<string, string>> {
    const { docs } = await payload.find({
      collection,
      depth: 0,
      limit: LIMIT,
      pagination: false,
      locale,
      overrideAccess: false,
      select: collection === 'services' ? { crmId: true, params: true } : { crmId: true },
    })
    const out = new Map<string, string>()
    for (const doc of docs as {
      id: number | string
      crmId?: string | null
      params?: { crmId?: string | null }[] | null
    }[]) {
      for (const crm of [doc.crmId, ...(doc.params ?? []).map((p) => p.crmId)]) {
        const key = crm?.trim()
        if (key && !out.has(key)) out.set(key, String(doc.id))
      }
    }
    return out
  }

  const crmIds = shareFor(LINKS_SHARE_MS, readCrmIds)

  /** Each variant's Beauty Pro id → its service's Beauty Pro id and the variant's name (decision 0052). */
  async function readOptions(locale: CatalogueLocale): Promise<Map<string, { parent: string; name: string }>> {
    const { docs } = await payload.find({
      collection: 'services',
      depth: 0,
      limit: LIMIT,
      pagination: false,
      locale,
      overrideAccess: false,
      select: { crmId: true, withParams: true, params: true },
    })
    const out = new Map<string, { parent: string; name: string }>()
    for (const doc of docs) {
      const parent = doc.crmId?.trim()
      if (!parent || !doc.withParams) continue
      for (const p of doc.params ?? []) {
        const key = p.crmId?.trim()
        if (key && key !== parent && !out.has(key)) out.set(key, { parent, name: p.name })
      }
    }
    return out
  }
  const options = shareFor(LINKS_SHARE_MS, readOptions)

  const join = async <T extends { id: string }, R>(
    ids: Promise<Map<string, string>>,
    items: Promise<T[]>,
    pick: (item: T) => R,
  ): Promise<Map<string, R>> => {
    const [byCrm, list] = await Promise.all([ids, items])
    const byId = new Map(list.map((i) => [i.id, i]))
    const out = new Map<string, R>()
    for (const [crm, id] of byCrm) {
      const item = byId.get(id)
      if (item) out.set(crm, pick(item))
    }
    return out
  }

  return {
    locations: (locale) =>
      join(crmIds('salons', locale), site.locations(locale), (l) => ({
        slug: l.slug,
        name: l.name,
        postcode: l.postcode,
      })),
    services: (locale) =>
      join(crmIds('services', locale), site.services(locale), (s) => ({
        slug: s.slug,
        name: s.name,
        path: s.path,
        description: s.description,
      })),
    options,
    employees: (locale) =>
      join(crmIds('employees', locale), site.employees(locale), (e) => ({
        slug: e.slug,
        name: e.name,
        photo: e.photo,
      })),
  }
}
