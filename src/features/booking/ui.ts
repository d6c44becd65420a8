/** Booking's components for pages and cards: the Book button and the /book page's widget. */
export { BookingButton } from './ui/booking-button'
export { BookPageWidget } from './ui/book-page-widget'
/** The booking dialog (the widget, every step, the sign-in), fetched only when a Book button is near use. */
export const loadBookingDialog = () => import('./ui/widget/booking-dialog')
