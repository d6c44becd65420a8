import type { Payload } from 'payload'

import type { AccountAppointmentView, AppointmentView, VisitMoneyView } from '../http/answers'

import { instantToLocal } from '../domain/time'
import type { Appointment, AppointmentItem, VoucherPartView } from '../ports'
import type { BookingMoney } from '../use-cases/appointments'
import type { AccountAppointment } from '../use-cases/account'

/** An instant as the salon's wall clock, `YYYY-MM-DDTHH:mm`. */
export const localDateTime = (d: Date, zone: string) => {
  const l = instantToLocal(d, zone)
  return `${l.date}T${l.time}`
}
const local = localDateTime

/**
 * The option an item booked, named in the view's language while the service still has it (the
 * name it was booked with otherwise); null for none.
 */
function optionOf(
  service: { params?: { id?: string | null; name: string }[] | null } | undefined,
  item: AppointmentItem,
): { id: string; name: string } | null {
  if (!item.optionId) return null
  const now = service?.params?.find((p) => p.id === item.optionId)?.name
  return { id: item.optionId, name: now || item.optionName || '' }
}

/** Appointments as the API shows them: salon-local times, with service titles and stylist names. */
export async function appointmentViews(
  payload: Payload,
  list: Appointment[],
  locale: 'en' | 'uk' = 'en',
): Promise<AppointmentView[]> {
  if (!list.length) return []
  const ids = (pick: (a: Appointment) => string[]) => [...new Set(list.flatMap(pick))].map(Number)
  const common = { depth: 0, overrideAccess: true, pagination: false, locale } as const
  const [salons, services, stylists] = await Promise.all([
    payload.find({ collection: 'salons', where: { id: { in: ids((a) => [a.locationId]) } }, ...common, limit: 100 }),
    payload.find({
      collection: 'services',
      where: { id: { in: ids((a) => a.items.map((i) => i.serviceId)) } },
      ...common,
      limit: 500,
    }),
    payload.find({
      collection: 'employees',
      where: { id: { in: ids((a) => a.items.map((i) => i.employeeId)) } },
      ...common,
      limit: 500,
    }),
  ])
  const salon = (id: string) => salons.docs.find((s) => String(s.id) === id)
  return list.map((a) => {
    const s = salon(a.locationId)
    const zone = s?.timezone ?? 'Europe/London'
    const prices = a.items.map((i) => i.price ?? 0)
    return {
      id: a.id,
      state: a.state,
      location: { id: a.locationId, title: s?.title ?? '', timezone: zone },
      date: a.date,
      start: local(a.start, zone),
      end: local(a.end, zone),
      startsAt: a.start.toISOString(),
      endsAt: a.end.toISOString(),
      heldUntil: a.heldUntil?.toISOString() ?? null,
      items: a.items.map((i) => {
        const service = services.docs.find((x) => String(x.id) === i.serviceId)
        const option = optionOf(service, i)
        return {
          id: i.id ?? null,
          service: { id: i.serviceId, title: [service?.title ?? '', option?.name].filter(Boolean).join(' · ') },
          option,
          employee: { id: i.employeeId, name: stylists.docs.find((x) => String(x.id) === i.employeeId)?.name ?? '' },
          start: local(i.start, zone),
          duration: i.duration,
          price: i.price,
        }
      }),
      total: prices.reduce((x, y) => x + y, 0),
      cancelReason: a.cancelReason,
      cancelledAt: a.cancelledAt?.toISOString() ?? null,
    }
  })
}

export async function accountViews(
  payload: Payload,
  list: AccountAppointment[],
  locale: 'en' | 'uk' = 'en',
  { money, vouchers, balance }: BookingMoney = {},
): Promise<AccountAppointmentView[]> {
  const views = await appointmentViews(
    payload,
    list.map((l) => l.appointment),
    locale,
  )
  const ids = views.map((v) => v.id)
  const [sums, parts, balances] = await Promise.all([
    money ? money.summaries(ids) : new Map<string, VisitMoneyView>(),
    vouchers ? vouchers.parts(ids) : new Map<string, VoucherPartView[]>(),
    balance ? balance.parts(ids) : new Map<string, number>(),
  ])
  return views.map((v, i) => ({
    ...v,
    money: sums.get(v.id) ?? null,
    vouchers: parts.get(v.id) ?? [],
    balancePaid: balances.get(v.id) ?? 0,
    canChange: list[i]!.canChange,
    canReview: list[i]!.canReview,
    review: list[i]!.review
      ? {
          rating: list[i]!.review!.rating,
          text: list[i]!.review!.text,
          createdAt: list[i]!.review!.createdAt.toISOString(),
        }
      : null,
  }))
}
