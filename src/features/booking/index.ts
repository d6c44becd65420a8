/**
 * Online booking, the server's face: the /api/booking/* handlers (route files in src/app/api/booking
 * re-export them), the provider of this process, and the notification jobs for the Payload config.
 * Other features build on ./kit.ts; the browser uses ./client.ts and ./ui.ts.
 */
export {
  deleteHold,
  deleteService,
  getAppointments,
  getFavourites,
  postAppointments,
  postCancel,
  postFavourite,
  postHold,
  postReschedule,
  postReview,
  postService,
  postVisitBalance,
  postVisitVoucher,
} from './http/writes'
export {
  employeesRead,
  feedbacksRead,
  freeTimeRead,
  locationsRead,
  positionsRead,
  servicesRead,
  settingsRead,
} from './http/handlers'
export { directReadRoute } from './http/direct-reads'
export { bookingProvider } from './engine/provider'
export { bookingRemindersTask, bookingSmsTask } from './engine/notifications'
