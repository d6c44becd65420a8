/** Entries as the client's account and the staff's calendar see them: names, salon-local times. */
import type { Payload } from 'payload'

import { localDateTime } from '@/features/booking/kit'
import type { WaitlistEntryView } from '../contract'

import type { Entry } from './entries'

const LONDON = 'Europe/London'

export async function entryViews(
  payload: Payload,
  entries: Entry[],
  locale: 'en' | 'uk' = 'en',
  withClient = false,
): Promise<WaitlistEntryView[]> {
  if (!entries.length) return []
  const ids = (pick: (e: Entry) => (string | null)[]) =>
    [...new Set(entries.flatMap(pick).filter((v): v is string => Boolean(v)))].map(Number)
  const common = { depth: 0, overrideAccess: true, pagination: false, locale } as const
  const [salons, services, stylists, clients] = await Promise.all([
    payload.find({ collection: 'salons', where: { id: { in: ids((e) => [e.salonId]) } }, ...common }),
    payload.find({ collection: 'services', where: { id: { in: ids((e) => e.serviceIds) } }, ...common }),
    payload.find({
      collection: 'employees',
      where: { id: { in: ids((e) => [e.stylistId, e.offer?.stylistId ?? null]) } },
      ...common,
    }),
    withClient
      ? payload.find({ collection: 'clients', where: { id: { in: ids((e) => [e.clientId]) } }, ...common })
      : Promise.resolve({
          docs: [] as { id: number; firstName?: string | null; lastName?: string | null; phone?: string | null }[],
        }),
  ])
  const salon = new Map(salons.docs.map((s) => [String(s.id), s]))
  const service = new Map(services.docs.map((s) => [String(s.id), s.title]))
  const stylist = new Map(stylists.docs.map((s) => [String(s.id), s.name]))
  const client = new Map(clients.docs.map((c) => [String(c.id), c]))
  return entries.map((e) => {
    const zone = salon.get(e.salonId)?.timezone || LONDON
    const who = client.get(e.clientId)
    return {
      id: e.id,
      state: e.state,
      salon: { id: e.salonId, title: salon.get(e.salonId)?.title ?? '' },
      services: e.serviceIds.map((id) => ({ id, title: service.get(id) ?? '' })),
      employee: e.stylistId ? { id: e.stylistId, name: stylist.get(e.stylistId) ?? '' } : null,
      from: e.window.from,
      to: e.window.to,
      part: e.window.part,
      joinedAt: e.joinedAt.toISOString(),
      offer:
        e.state === 'offered' && e.offer?.start && e.offer.until
          ? {
              start: localDateTime(e.offer.start, zone),
              until: e.offer.until.toISOString(),
              employee: { id: e.offer.stylistId ?? '', name: stylist.get(e.offer.stylistId ?? '') ?? '' },
            }
          : null,
      ...(withClient
        ? {
            client: {
              id: e.clientId,
              name: [who?.firstName, who?.lastName].filter(Boolean).join(' '),
              phone: who?.phone ?? '',
            },
          }
        : {}),
    }
  })
}
