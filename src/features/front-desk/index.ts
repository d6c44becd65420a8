/**
 * The front desk: the staff calendar (/admin/calendar), the day's schedule list and the owner's
 * weekly report. The /api/staff/* handlers (route files re-export them) and the admin paths the
 * Payload config links to.
 */
export {
  deleteTimeBlock,
  deleteVisitService,
  getCalendar,
  getCalendarWeek,
  getClient,
  getClients,
  getFreeTime,
  patchClient,
  patchVisit,
  postTimeBlock,
  postVisit,
  postVisitCancel,
  postVisitService,
  postVisitRebook,
  postVisitState,
} from './http/calendar'
export { getWeekReport } from './data/report'
export { getMyDay } from './http/my-day'
export { CALENDAR_PATH } from './ui/calendar/paths'
export { SCHEDULE_PATH } from './ui/schedule/paths'
