/** Booking's components for pages and cards: the Book button and the /book page's widget. */
export { BookingButton } from './ui/booking-button'
export { BookPageWidget } from './ui/book-page-widget'
