/**
 * Links the site's content to Beauty Pro (the admin's "Link to the booking system" action): each
 * CMS service, stylist and salon gets the id of the Beauty Pro service, employee or location it
 * is, in `crmId` (the spec's `crm_id` / `id_crm`). An item keeps a link whose id Beauty Pro still
 * knows (also a service variant's `params[].crmId`); otherwise it is linked to the Beauty Pro item
 * of exactly the same name (letter case and spaces aside) that nothing else links to. What could
 * not be matched on either side is listed for staff to link by hand.
 */
import type { Payload } from 'payload'

import type { BeautyProApi } from '../api/api'

type Kind = 'services' | 'employees' | 'locations'

export interface LinkReport {
  /** Newly linked by name. */
  linked: Record<Kind, { id: string; name: string; crmId: string }[]>
  /** Already linked to an id Beauty Pro knows. */
  kept: Record<Kind, number>
  /** CMS items linked to an id Beauty Pro does not know (left as they are). */
  stale: Record<Kind, { id: string; name: string; crmId: string }[]>
  /** CMS items without a match. */
  unmatchedSite: Record<Kind, { id: string; name: string }[]>
  /** Beauty Pro items nothing on the site links to. */
  unmatchedBeautyPro: Record<Kind, { id: string; name: string }[]>
}

const norm = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')

const COLLECTION = { services: 'services', employees: 'employees', locations: 'salons' } as const
const UPSTREAM = { services: '/services', employees: '/employees', locations: '/locations' } as const

interface SiteItem {
  id: string
  name: string
  crmIds: string[]
}

async function siteItems(payload: Payload, kind: Kind): Promise<SiteItem[]> {
  const { docs } = await payload.find({
    collection: COLLECTION[kind],
    depth: 0,
    limit: 5000,
    pagination: false,
    locale: 'en',
    overrideAccess: true,
  })
  return docs.map((d) => {
    const doc = d as { id: number; title?: string; name?: string; crmId?: string | null; params?: unknown }
    const params = Array.isArray(doc.params) ? (doc.params as { crmId?: string | null }[]) : []
    return {
      id: String(doc.id),
      name: doc.title ?? doc.name ?? '',
      crmIds: [doc.crmId, ...params.map((p) => p.crmId)].filter((x): x is string => Boolean(x)),
    }
  })
}

export async function linkContent(payload: Payload, api: BeautyProApi): Promise<LinkReport> {
  const kinds: Kind[] = ['services', 'employees', 'locations']
  const report: LinkReport = {
    linked: { services: [], employees: [], locations: [] },
    kept: { services: 0, employees: 0, locations: 0 },
    stale: { services: [], employees: [], locations: [] },
    unmatchedSite: { services: [], employees: [], locations: [] },
    unmatchedBeautyPro: { services: [], employees: [], locations: [] },
  }
  // Read everything first: nothing is written unless Beauty Pro answered every list.
  const upstream = await Promise.all(
    kinds.map((kind) =>
      api.get<{ id: string; name?: string | null }[]>(UPSTREAM[kind], {
        fields: 'name',
        ...(kind === 'locations' ? {} : { archive: 'false' }),
      }),
    ),
  )
  for (const [index, kind] of kinds.entries()) {
    const theirs = upstream[index]!.map((x) => ({ id: x.id, name: x.name ?? '' }))
    const known = new Set(theirs.map((x) => x.id))
    const items = await siteItems(payload, kind)
    const taken = new Set(items.flatMap((i) => i.crmIds.filter((id) => known.has(id))))
    for (const item of items) {
      if (item.crmIds.some((id) => known.has(id))) {
        report.kept[kind]++
        continue
      }
      const match = theirs.find((x) => !taken.has(x.id) && x.name && norm(x.name) === norm(item.name))
      if (!match) {
        if (item.crmIds.length) report.stale[kind].push({ id: item.id, name: item.name, crmId: item.crmIds[0]! })
        else report.unmatchedSite[kind].push({ id: item.id, name: item.name })
        continue
      }
      taken.add(match.id)
      await payload.update({
        collection: COLLECTION[kind],
        id: Number(item.id),
        data: { crmId: match.id },
        overrideAccess: true,
      })
      report.linked[kind].push({ id: item.id, name: item.name, crmId: match.id })
    }
    report.unmatchedBeautyPro[kind] = theirs.filter((x) => !taken.has(x.id))
  }
  return report
}
