/** Beauty Pro's appointments in the booking API's views, named from the catalogue in the visitor's language. */
import type { AppointmentView } from '@/features/booking/contract'
import type { CatalogueService } from '@/features/booking/kit'

import {
  localToInstant,
  MINUTE_MS,
  type BookingCatalogue,
  type CatalogueLocale,
  localDateTime,
} from '@/features/booking/kit'

import type { BpAppointment } from './appointment'
import { heldUntil } from './hold-rules'

/**
 * The site's service a Beauty Pro service booked stands for: itself, or the service it is an
 * option of with that option (docs/decisions/0052); undefined when the catalogue lists neither.
 */
export function serviceOfBooked(
  services: CatalogueService[],
  bpService: string,
): { service: CatalogueService; option: { id: string; name: string } | null } | undefined {
  const own = services.find((s) => s.id === bpService)
  if (own) return { service: own, option: null }
  for (const service of services) {
    const option = service.options?.find((o) => o.id === bpService)
    if (option) return { service, option: { id: option.id, name: option.name } }
  }
  return undefined
}

export async function views(
  catalogue: BookingCatalogue,
  list: BpAppointment[],
  locale: CatalogueLocale,
): Promise<AppointmentView[]> {
  if (!list.length) return []
  const [locations, services, employees] = await Promise.all([
    catalogue.locations(locale),
    catalogue.services(locale),
    catalogue.employees(locale),
  ])
  return list.map((a) => {
    const location = locations.find((l) => l.id === a.location)
    const zone = location?.timezone ?? 'Europe/London'
    const local = (ms: number) => localDateTime(new Date(ms), zone)
    const items = [...(a.services ?? [])].sort((x, y) => x.start.localeCompare(y.start))
    const starts = items.map((i) => Date.parse(i.start))
    const ends = items.map((i) => Date.parse(i.start) + i.duration * MINUTE_MS)
    const date = a.date.slice(0, 10)
    const start = starts.length ? Math.min(...starts) : (localToInstant(date, '00:00', zone)?.getTime() ?? 0)
    const end = ends.length ? Math.max(...ends) : start
    return {
      id: a.id,
      state: a.state,
      location: { id: a.location, title: location?.name ?? '', timezone: zone },
      date,
      start: local(start),
      end: local(end),
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(end).toISOString(),
      heldUntil: a.state === 'reserved' ? heldUntil(a).toISOString() : null,
      items: items.map((i) => {
        const booked = serviceOfBooked(services, i.service)
        return {
          id: i.id,
          service: booked
            ? {
                id: booked.service.id,
                title: [booked.service.name, booked.option?.name].filter(Boolean).join(' · '),
              }
            : { id: i.service, title: i.serviceName ?? '' },
          option: booked?.option ?? null,
          employee: {
            id: i.professional ?? '',
            name: employees.find((e) => e.id === i.professional)?.name ?? i.professionalName ?? '',
          },
          start: local(Date.parse(i.start)),
          duration: i.duration,
          price: i.predictedSum ?? null,
        }
      }),
      total: items.reduce((sum, i) => sum + (i.predictedSum ?? 0), 0),
      cancelReason: a.cancelReason,
      cancelledAt: a.cancelDate,
    }
  })
}

export const view = async (catalogue: BookingCatalogue, a: BpAppointment, locale: CatalogueLocale = 'en') =>
  (await views(catalogue, [a], locale))[0]!
