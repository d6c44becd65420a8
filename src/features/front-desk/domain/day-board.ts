import {
  workingIntervalsOn,
  instantToLocal,
  MINUTE_MS,
  type AppointmentState,
  type LocalDate,
  type LocalTime,
  type EmployeeSchedule,
} from '@/features/booking/kit'

/**
 * The staff's day board: one column per stylist working at a salon on a date (their hours that
 * day) and, under each, the visits booked with them as blocks. Pure: the admin view loads the
 * data (load.ts) and renders the result.
 */

export interface BoardStylist {
  id: string
  name: string
  /** The stylist's hours at this salon; null when they have none there. */
  schedule: EmployeeSchedule | null
}

export interface BoardItem {
  employeeId: string
  /** Shown when the stylist is not among the salon's stylists (moved away since the booking). */
  stylistName: string
  service: string
  start: Date
  durationMinutes: number
}

export interface BoardAppointment {
  id: string
  state: AppointmentState
  heldUntil: Date | null
  client: { name: string; phone: string } | null
  items: BoardItem[]
}

/** What a block says about its visit: the state, with holds split into running and lapsed. */
export type BlockStatus =
  'held' | 'hold-lapsed' | 'planned' | 'confirmed' | 'arrived' | 'completed' | 'no-show' | 'cancelled'

export interface BoardBlock {
  appointmentId: string
  status: BlockStatus
  start: LocalTime
  end: LocalTime
  /** For a running hold: until when it keeps the time (salon time). */
  heldUntil: LocalTime | null
  client: { name: string; phone: string } | null
  services: string[]
}

export interface BoardColumn {
  employeeId: string
  name: string
  /** Working stretches that day, salon time; empty when the stylist has visits but no hours. */
  hours: { start: LocalTime; end: LocalTime }[]
  /** Blocked time that day (breaks, trainings, time off), salon time, earliest first. */
  blocked: { start: LocalTime; end: LocalTime; reason: string; blockId?: string; weekly?: boolean }[]
  blocks: BoardBlock[]
}

export interface DayBoard {
  columns: BoardColumn[]
  /** Visits left out because cancelled or a lapsed hold (shown when asked for). */
  hiddenCount: number
}

export interface DayBoardInput {
  date: LocalDate
  timezone: string
  now: Date
  /** In the order the columns should appear. */
  stylists: BoardStylist[]
  appointments: BoardAppointment[]
  /** The stylists' blocked stretches overlapping the day. */
  blocked?: { employeeId: string; start: Date; end: Date; reason: string; blockId?: string; weekly?: boolean }[]
  /** Include cancelled visits and lapsed holds (struck through in the view). */
  showInactive: boolean
}

export function blockStatus(appointment: Pick<BoardAppointment, 'state' | 'heldUntil'>, now: Date): BlockStatus {
  if (appointment.state !== 'reserved') return appointment.state
  return appointment.heldUntil && appointment.heldUntil.getTime() > now.getTime() ? 'held' : 'hold-lapsed'
}

export const isInactive = (status: BlockStatus): boolean => status === 'cancelled' || status === 'hold-lapsed'

const endOf = (item: BoardItem): number => item.start.getTime() + item.durationMinutes * MINUTE_MS

/**
 * One appointment's items with one stylist as blocks: back-to-back items make one block listing
 * every service; a gap between them starts a new block.
 */
function blocksOf(
  appointment: BoardAppointment,
  items: BoardItem[],
  status: BlockStatus,
  zone: string,
): (BoardBlock & { sortKey: number })[] {
  const sorted = [...items].sort((a, b) => a.start.getTime() - b.start.getTime())
  const runs: { start: number; end: number; services: string[] }[] = []
  for (const item of sorted) {
    const last = runs.at(-1)
    if (last && item.start.getTime() <= last.end) {
      last.end = Math.max(last.end, endOf(item))
      last.services.push(item.service)
    } else {
      runs.push({ start: item.start.getTime(), end: endOf(item), services: [item.service] })
    }
  }
  const heldUntil = status === 'held' && appointment.heldUntil ? instantToLocal(appointment.heldUntil, zone).time : null
  return runs.map((run) => ({
    appointmentId: appointment.id,
    status,
    start: instantToLocal(new Date(run.start), zone).time,
    end: instantToLocal(new Date(run.end), zone).time,
    heldUntil,
    client: appointment.client,
    services: run.services,
    sortKey: run.start,
  }))
}

export function buildDayBoard(input: DayBoardInput): DayBoard {
  const { date, timezone, now } = input
  const columns = new Map<string, BoardColumn>()
  for (const stylist of input.stylists) {
    const hours = stylist.schedule
      ? workingIntervalsOn(stylist.schedule, date).map((i) => ({
          start: instantToLocal(i.start, timezone).time,
          end: instantToLocal(i.end, timezone).time,
        }))
      : []
    if (hours.length)
      columns.set(stylist.id, { employeeId: stylist.id, name: stylist.name, hours, blocked: [], blocks: [] })
  }
  for (const b of [...(input.blocked ?? [])].sort((x, y) => x.start.getTime() - y.start.getTime()))
    columns.get(b.employeeId)?.blocked.push({
      start: instantToLocal(b.start, timezone).time,
      end: instantToLocal(b.end, timezone).time,
      reason: b.reason,
      ...(b.blockId ? { blockId: b.blockId, weekly: Boolean(b.weekly) } : {}),
    })
  const known = new Map(input.stylists.map((s) => [s.id, s.name]))

  let hiddenCount = 0
  const starts = new Map<BoardBlock, number>()
  for (const appointment of input.appointments) {
    const status = blockStatus(appointment, now)
    if (isInactive(status) && !input.showInactive) {
      hiddenCount++
      continue
    }
    const byStylist = new Map<string, BoardItem[]>()
    for (const item of appointment.items) {
      const list = byStylist.get(item.employeeId) ?? []
      list.push(item)
      byStylist.set(item.employeeId, list)
    }
    for (const [employeeId, items] of byStylist) {
      let column = columns.get(employeeId)
      if (!column) {
        // Booked with someone who has no hours here that day: still shown, so nothing is missed.
        const name = known.get(employeeId) ?? items[0]!.stylistName
        column = { employeeId, name, hours: [], blocked: [], blocks: [] }
        columns.set(employeeId, column)
      }
      for (const { sortKey, ...block } of blocksOf(appointment, items, status, timezone)) {
        column.blocks.push(block)
        starts.set(block, sortKey)
      }
    }
  }
  for (const column of columns.values())
    column.blocks.sort(
      (a, b) =>
        starts.get(a)! - starts.get(b)! || a.appointmentId.localeCompare(b.appointmentId, 'en', { numeric: true }),
    )
  return { columns: [...columns.values()], hiddenCount }
}
