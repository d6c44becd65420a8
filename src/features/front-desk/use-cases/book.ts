import { normalisePhone } from '@/features/sign-in'

import {
  findAppointmentToJoin,
  MINUTE_MS,
  type Appointment,
  type AppointmentItem,
  type ClientInfo,
  type Clock,
  type FrontDeskStore,
  type Id,
  type NewDeskClient,
  loadServices,
  splitLocalStart,
} from '@/features/booking/kit'

import {
  CHANGED_MEANWHILE,
  invalid,
  NOT_A_STYLIST_HERE,
  phoneOnFile,
  type DeskRefusal,
  type DeskResult,
} from './answers'
import { checkItems, isChecked } from './checks'
import { tellClient, write } from './desk-write'
import { resolveWall } from './wall-clock'

export type DeskClientChoice = { id: Id } | (NewDeskClient & { noPhone?: boolean })

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase() === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase()

/**
 * The client chosen, or the new one entered. A phone already on file is that client's: with no name
 * typed, or the same name, they are the client; under another name the receptionist is asked which
 * they meant (409 `phone_on_file` naming the client on file) instead of booking someone else. A
 * walk-in may give no number (`noPhone`): a name is then enough, and they are never texted.
 */
async function resolveClient(tx: FrontDeskStore, choice: DeskClientChoice): Promise<ClientInfo | DeskRefusal> {
  if ('id' in choice) return (await tx.client(choice.id)) ?? invalid('client', 'Choose the client again.')
  const firstName = choice.firstName.trim()
  const lastName = choice.lastName.trim()
  if (choice.noPhone) {
    if (!firstName) return invalid('firstName', 'Enter the client’s first name.')
    return tx.createClient({ phone: '', firstName, lastName, sex: choice.sex })
  }
  const phone = normalisePhone(choice.phone)
  if (!phone.ok) return invalid('phone', phone.message)
  const known = await tx.clientByPhone(phone.e164)
  if (known) {
    const typed = [firstName, lastName].filter(Boolean).join(' ')
    if (!typed || sameName(typed, known.name)) return known
    return phoneOnFile({ id: known.id, name: known.name, phone: phone.e164 }, typed)
  }
  if (!firstName) return invalid('firstName', 'Enter the client’s first name.')
  return tx.createClient({ phone: phone.e164, firstName, lastName, sex: choice.sex })
}

export interface DeskBookInput {
  location: Id
  /** Salon-local `YYYY-MM-DDTHH:mm`. */
  start: string
  employee: Id
  services: Id[]
  /** The option chosen of each service, by position (null or absent: none; docs/decisions/0052). */
  options?: (Id | null)[]
  client: DeskClientChoice
  confirm?: boolean
  /** Visits of the stylist to book over on purpose, as the last answer's `overlap` warning named them. */
  overlap?: Id[]
  note?: string
}

type Booked = { appointment: Appointment; joined: boolean }

/**
 * Books a visit at the front desk: the services back to back with the stylist from the start. A
 * client who already has a visit at the salon that day gets these services added to it (one visit
 * per client, day and salon, as online). The client is texted as for an online booking.
 */
export async function deskBook(store: FrontDeskStore, clock: Clock, input: DeskBookInput): Promise<DeskResult<Booked>> {
  let joined = false
  const result = await write(store, async (tx): Promise<DeskResult<Booked>> => {
    const now = clock.now()
    const salon = await tx.location(input.location)
    if (!salon) return invalid('location', 'Choose a salon.')
    const local = splitLocalStart(input.start)
    if (!local) return invalid('start', 'Choose a date and time.')
    if (!input.services.length) return invalid('services', 'Choose at least one service.')
    if (!(await tx.worksAt(input.employee, salon.id))) return NOT_A_STYLIST_HERE
    const loaded = await loadServices(tx, salon, input.services, input.options)
    if (!loaded.ok) return loaded
    const client = await resolveClient(tx, input.client)
    if ('ok' in client) return client
    const startAt = resolveWall(local.date, local.time, salon.timezone)
    if (!startAt) return invalid('start', 'That time does not exist on this date (the clocks change).')
    let at = startAt.getTime()
    const items = loaded.services.map((s): AppointmentItem => {
      const item = {
        serviceId: s.id,
        employeeId: input.employee,
        start: new Date(at),
        duration: s.duration,
        price: s.prices[salon.id] ?? null,
        processing: s.processing ?? null,
        ...(s.option ? { optionId: s.option.id, optionName: s.option.name } : {}),
      }
      at += s.duration * MINUTE_MS
      return item
    })
    const checked = await checkItems(tx, salon, items, {
      now,
      confirm: Boolean(input.confirm),
      overlap: input.overlap,
    })
    if (!isChecked(checked)) return checked
    const mine = await tx.appointmentsOfClient(client.id)
    const join = findAppointmentToJoin(
      mine.map((a) => ({ ...a, clientId: a.clientId ?? '' })),
      salon.id,
      local.date,
      salon.timezone,
    )
    const note = input.note?.trim() || undefined
    if (join) {
      // The visit joined is changed too: at the version read here, or not at all.
      if (!(await tx.claimVersion(join.id, join.version))) return CHANGED_MEANWHILE
      joined = true
      const appointment = await tx.updateAppointment(
        join.id,
        {
          items: [...join.items, ...items],
          overlapWith: [...new Set([...(join.overlapWith ?? []), ...checked.overlapWith])],
          ...(note ? { note: join.note ? `${join.note}\n${note}` : note } : {}),
        },
        now,
      )
      return { ok: true, appointment, joined }
    }
    const appointment = await tx.createAppointment(
      {
        clientId: client.id,
        locationId: salon.id,
        state: 'planned',
        heldUntil: null,
        holdTokenHash: null,
        items,
        overlapWith: checked.overlapWith,
        source: 'front-desk',
        ...(note ? { note } : {}),
      },
      now,
    )
    return { ok: true, appointment, joined }
  })
  // A walk-in entered after it began is not texted about it.
  return tellClient(store, clock, result, joined ? 'changed' : 'created')
}
