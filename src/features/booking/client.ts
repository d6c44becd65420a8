/**
 * What the browser uses of booking besides its components (./ui.ts): the calls to the site's API
 * and what their failures say, and the signed-in marker cookie. Loads no server code.
 */
export { callApi, type ApiResult } from './client/api-call'
export { bookingApi, type Client } from './client/api-client'
export { BookingApiError, errorMessage, fieldErrors } from './client/api-errors'
export { announceSession, maybeSignedIn, SESSION_CHANGED, SIGNED_IN_MARKER } from './client/signed-in-marker'
export {
  lookUpVoucher,
  otherServiceText,
  voucherPaidText,
  voucherPays,
  voucherPaysText,
  voucherProblem,
  vouchersTotalText,
  type VoucherLook,
  type VoucherUse,
} from './client/voucher'
export {
  balanceHaveText,
  balancePaidText,
  balancePays,
  balancePaysText,
  balanceProblem,
  balanceUseLabel,
  myBalance,
  type BalanceUse,
} from './client/balance'
/** The booking dialog (the widget, every step, the sign-in), fetched only when a Book button is near use. */
export const loadBookingDialog = () => import('./ui/widget/booking-dialog')
export { addCalendarDays } from './domain/calendar'
