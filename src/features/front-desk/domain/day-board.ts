import {
  processingRange,
  type Processing,
  workingIntervalsOn,
  instantToLocal,
  MINUTE_MS,
  type AppointmentState,
  type LocalDate,
  type LocalTime,
  type EmployeeSchedule,
} from '@/features/booking/kit'

import type { ColourBy, SwatchName } from './calendar-colours'
import type { VisitFlags } from './visit-flags'

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
  /** Processing time: the stylist is free in this gap of the service (docs/decisions/0045). */
  processing?: Processing | null
  /** The service's category (the calendar may colour visits by it). */
  categoryId?: string
}

export interface BoardAppointment {
  id: string
  state: AppointmentState
  heldUntil: Date | null
  client: { name: string; phone: string } | null
  items: BoardItem[]
  /** Staff booked it over another visit of the stylist on purpose. */
  overlap?: boolean
  /** New client, note, online, text (decision 0049). */
  flags?: VisitFlags
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
  /** Processing gaps inside the block, salon time (only when it has any). */
  processing?: { start: LocalTime; end: LocalTime }[]
  /** Booked over another visit on purpose (only when so). */
  overlap?: true
  /**
   * Side by side with the blocks its time overlaps (a visit in another's gap, an overlap on
   * purpose): its place `lane` of `lanes` across the column (only when it shares the time).
   */
  lane?: number
  lanes?: number
  /** The marks drawn on it (only those that apply). */
  flags?: VisitFlags
  /** Its colour (decision 0049): the swatch of `colourKey`, the stylist or the first service's category. */
  colour?: SwatchName
  colourKey?: string
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
  /** How blocks are coloured: by stylist or category, and the swatch of each (decision 0049). */
  colours?: { by: ColourBy; swatches: ReadonlyMap<string, SwatchName> }
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
  colours: DayBoardInput['colours'],
): (BoardBlock & { sortKey: number; endKey: number })[] {
  const sorted = [...items].sort((a, b) => a.start.getTime() - b.start.getTime())
  const runs: {
    start: number
    end: number
    services: string[]
    gaps: { start: Date; end: Date }[]
    first: BoardItem
  }[] = []
  for (const item of sorted) {
    const last = runs.at(-1)
    const gap = processingRange({ start: item.start, duration: item.durationMinutes, processing: item.processing })
    if (last && item.start.getTime() <= last.end) {
      last.end = Math.max(last.end, endOf(item))
      last.services.push(item.service)
      if (gap) last.gaps.push(gap)
    } else {
      runs.push({
        start: item.start.getTime(),
        end: endOf(item),
        services: [item.service],
        gaps: gap ? [gap] : [],
        first: item,
      })
    }
  }
  const local = (d: Date) => instantToLocal(d, zone).time
  const heldUntil = status === 'held' && appointment.heldUntil ? instantToLocal(appointment.heldUntil, zone).time : null
  return runs.map((run) => ({
    appointmentId: appointment.id,
    status,
    start: instantToLocal(new Date(run.start), zone).time,
    end: instantToLocal(new Date(run.end), zone).time,
    heldUntil,
    client: appointment.client,
    services: run.services,
    ...(run.gaps.length ? { processing: run.gaps.map((g) => ({ start: local(g.start), end: local(g.end) })) } : {}),
    ...(appointment.overlap ? { overlap: true as const } : {}),
    ...(appointment.flags && Object.keys(appointment.flags).length ? { flags: appointment.flags } : {}),
    ...colourOf(run.first, colours),
    sortKey: run.start,
    endKey: run.end,
  }))
}

/** A block's colour: its stylist's or its first service's category's swatch, when the board has colours. */
function colourOf(first: BoardItem, colours: DayBoardInput['colours']): Pick<BoardBlock, 'colour' | 'colourKey'> {
  if (!colours) return {}
  const key = colours.by === 'category' ? first.categoryId : first.employeeId
  const colour = key ? colours.swatches.get(key) : undefined
  return key && colour ? { colour, colourKey: key } : {}
}

/** Blocks drawn at the left edge, which share the column's width when their times overlap. */
const laidOut = (status: BlockStatus) => !isInactive(status) && status !== 'no-show'

/**
 * Places blocks whose times overlap side by side: each group of overlapping blocks shares the
 * column's width, each block in the first lane free at its start. `times` are [start, end) in ms.
 */
export function assignLanes(blocks: readonly BoardBlock[], times: ReadonlyMap<BoardBlock, [number, number]>): void {
  const live = blocks.filter((b) => laidOut(b.status) && times.has(b))
  live.sort((a, b) => times.get(a)![0] - times.get(b)![0])
  let group: { block: BoardBlock; lane: number }[] = []
  let laneEnds: number[] = []
  let groupEnd = -Infinity
  const close = () => {
    if (laneEnds.length > 1) for (const g of group) Object.assign(g.block, { lane: g.lane, lanes: laneEnds.length })
    group = []
    laneEnds = []
  }
  for (const block of live) {
    const [start, end] = times.get(block)!
    if (start >= groupEnd) close()
    groupEnd = group.length ? Math.max(groupEnd, end) : end
    let lane = laneEnds.findIndex((e) => e <= start)
    if (lane === -1) lane = laneEnds.push(end) - 1
    else laneEnds[lane] = end
    group.push({ block, lane })
  }
  close()
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
  const spans = new Map<BoardBlock, [number, number]>()
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
      for (const { sortKey, endKey, ...block } of blocksOf(appointment, items, status, timezone, input.colours)) {
        column.blocks.push(block)
        starts.set(block, sortKey)
        spans.set(block, [sortKey, endKey])
      }
    }
  }
  for (const column of columns.values()) {
    column.blocks.sort(
      (a, b) =>
        starts.get(a)! - starts.get(b)! || a.appointmentId.localeCompare(b.appointmentId, 'en', { numeric: true }),
    )
    assignLanes(column.blocks, spans)
  }
  return { columns: [...columns.values()], hiddenCount }
}
