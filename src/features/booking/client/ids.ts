/**
 * Ids the booking API takes: Parlour's own are the database's positive whole numbers, Beauty Pro's
 * (BOOKING_PROVIDER=beautypro) are GUIDs. One pattern for the read queries and the write bodies.
 */
export const BOOKING_ID = /^(?:[1-9][0-9]{0,15}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i
