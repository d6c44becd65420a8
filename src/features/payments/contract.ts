/**
 * Payments' shapes other features name: the terms a visit is booked on and the link to pay them,
 * as the booking API answers them (docs/booking-api.md).
 */
export type { VisitTerms } from './domain/terms'
export type { PaymentLink } from './use-cases/checkout'
