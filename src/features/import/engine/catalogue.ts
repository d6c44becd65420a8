/**
 * What a row's names are matched against: the salons, services and stylists, by their names in
 * both languages (case, spaces and punctuation aside).
 */
import type { Payload } from 'payload'

import { relationKey } from '@/platform/db/relation-id'

import { nameKey } from '../domain/row'

export interface SalonEntry {
  id: number
  title: string
  timezone: string
}
export interface ServiceEntry {
  id: number
  title: string
  duration: number
  /** Pounds at each salon (salon id → price). */
  prices: Map<string, number>
}
export interface StylistEntry {
  id: number
  name: string
}

export interface Catalogue {
  salons: SalonEntry[]
  salonByName: Map<string, SalonEntry>
  serviceByName: Map<string, ServiceEntry>
  stylistByName: Map<string, StylistEntry>
}

type Localised = string | Record<string, string | null | undefined> | null | undefined

/** Both languages' values of a localised field read with `locale: 'all'`. */
const allNames = (value: Localised): string[] =>
  value == null
    ? []
    : typeof value === 'string'
      ? [value]
      : Object.values(value).filter((v): v is string => typeof v === 'string' && v.trim() !== '')

function index<T>(entries: { names: string[]; entry: T }[]): Map<string, T> {
  const map = new Map<string, T>()
  for (const { names, entry } of entries) for (const n of names) if (!map.has(nameKey(n))) map.set(nameKey(n), entry)
  return map
}

export async function loadCatalogue(payload: Payload): Promise<Catalogue> {
  const common = { overrideAccess: true, depth: 0, pagination: false, locale: 'all', draft: true } as const
  const [salons, services, stylists] = await Promise.all([
    payload.find({ collection: 'salons', ...common, sort: 'id', select: { title: true, slug: true, timezone: true } }),
    payload.find({ collection: 'services', ...common, select: { title: true, duration: true, prices: true } }),
    payload.find({ collection: 'employees', ...common, select: { name: true } }),
  ])
  const salonEntries = salons.docs.map((s) => {
    const names = allNames(s.title as unknown as Localised)
    return {
      names: [...names, ...(typeof s.slug === 'string' ? [s.slug] : [])],
      entry: { id: Number(s.id), title: names[0] ?? String(s.id), timezone: s.timezone || 'Europe/London' },
    }
  })
  return {
    salons: salonEntries.map((s) => s.entry),
    salonByName: index(salonEntries),
    serviceByName: index(
      services.docs.map((s) => {
        const names = allNames(s.title as unknown as Localised)
        return {
          names,
          entry: {
            id: Number(s.id),
            title: names[0] ?? String(s.id),
            duration: s.duration,
            prices: new Map((s.prices ?? []).map((p) => [relationKey(p.salon), p.price])),
          },
        }
      }),
    ),
    stylistByName: index(
      stylists.docs.map((e) => {
        const names = allNames(e.name as unknown as Localised)
        return { names, entry: { id: Number(e.id), name: names[0] ?? String(e.id) } }
      }),
    ),
  }
}

/** The salon named by id, slug or name; null when there is none such. */
export function findSalon(catalogue: Catalogue, wanted: string): SalonEntry | null {
  return catalogue.salons.find((s) => String(s.id) === wanted) ?? catalogue.salonByName.get(nameKey(wanted)) ?? null
}
