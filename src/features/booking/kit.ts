/**
 * What the features built on booking use (the front desk, Beauty Pro, content's people pages and
 * seed): the pure domain (times, rules, free time, blocked time), the ports a provider implements,
 * the answers and steps the use cases share, and booking's Payload pieces that other collections
 * and read models reuse. Nothing here reaches the chosen provider (./engine/provider.ts), so a
 * provider may build on this file without a cycle.
 */
export * from './domain/blocks'
export * from './domain/calendar'
export * from './domain/free-time'
export * from './domain/options'
export * from './domain/processing'
export * from './domain/rules'
export * from './domain/time'
export * from './domain/types'
export * from './ports'
export { refusal, fromRule, type Refusal, type Result } from './use-cases/result'
export { holdTime, NOT_FOUND, TAKEN } from './use-cases/appointments'
export { engineFreeTime, getFreeTime } from './use-cases/free-time'
export { loadServices, splitLocalStart } from './use-cases/plan'
export { appointmentViews, localDateTime } from './engine/views'
export {
  blocksOverlapping,
  loadBlockedIntervals,
  loadOpeningHours,
  toEmployeeSchedule,
  toTimeBlock,
} from './engine/schedules'
export { isRowId, payloadBookingStore, toAppointment, transactionDb } from './engine/store'
export { createPayloadCatalogue } from './engine/payload-catalogue'
export { serviceOptions } from './engine/options'
export { endTimeField, isCalendarDate, localDateField, startTimeField, weekdayField } from './payload/fields/booking'
export { refreshStylistRating } from './payload/collections/Reviews/hooks/rating'
