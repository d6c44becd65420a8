/**
 * Payments' own records, as the use cases see them (engine/payload-records.ts keeps them in
 * Payload): the salon's terms, the marks on clients, services and stylists, the requests made to
 * Stripe, the ledger and the events already handled. Amounts are pence.
 */
import type { PrepaymentSettings, VisitTerms } from './domain/terms'
import type { LedgerKind, RequestPurpose, RequestState, SavedCard } from './ports'

export type Id = string

export interface MoneyClient {
  id: Id
  phone: string
  name: string | null
  email: string | null
  prepaymentRequired: boolean
  stripeCustomer: string | null
  card: SavedCard | null
}

export interface PaymentRequest {
  id: Id
  /** Random, unique: the base of every Idempotency-Key sent to Stripe for this request. */
  key: string
  /** The visit it was for (kept when a held visit is let go); null for a purchase (a gift voucher). */
  appointmentId: Id | null
  clientId: Id
  purpose: RequestPurpose
  state: RequestState
  amount: number
  terms: VisitTerms | null
  checkoutSession: string | null
  url: string | null
  expiresAt: Date | null
  paymentIntent: string | null
  note: string | null
  failure: string | null
  createdAt: Date
}

export interface LedgerRow {
  appointmentId: Id | null
  clientId: Id | null
  kind: LedgerKind
  amount: number
  stripeId: string
  /** For a refund: the PaymentIntent it came from. */
  paymentIntent?: string | null
  /** The request that made it, when Parlour made it. */
  requestId?: string | null
  note: string | null
  byStaff?: Id | null
  at: Date
}

export interface PaymentRecords {
  settings(): Promise<PrepaymentSettings>
  /** Which of these services and stylists are marked "prepayment required". */
  marked(input: { serviceIds: Id[]; employeeIds: Id[] }): Promise<{ services: Set<Id>; employees: Set<Id> }>
  client(id: Id): Promise<MoneyClient | null>
  setCustomer(clientId: Id, customer: string): Promise<void>
  setCard(clientId: Id, card: SavedCard): Promise<void>
  createRequest(
    input: Pick<PaymentRequest, 'appointmentId' | 'clientId' | 'purpose' | 'amount' | 'terms' | 'expiresAt'> &
      Partial<Pick<PaymentRequest, 'note'>>,
  ): Promise<PaymentRequest>
  updateRequest(
    id: Id,
    patch: Partial<
      Pick<PaymentRequest, 'state' | 'checkoutSession' | 'url' | 'expiresAt' | 'paymentIntent' | 'failure'>
    >,
  ): Promise<PaymentRequest>
  request(id: Id): Promise<PaymentRequest | null>
  requestBySession(checkoutSession: string): Promise<PaymentRequest | null>
  /** Requests of these visits, oldest first. */
  requestsOf(appointmentIds: Id[]): Promise<PaymentRequest[]>
  /** Requests still waiting on Stripe (opening, open, or a fee outstanding) made before `before`. */
  unsettled(before: Date): Promise<PaymentRequest[]>
  ledgerOf(appointmentIds: Id[]): Promise<LedgerRow[]>
  /** The visit a PaymentIntent paid for, from the ledger. */
  ledgerByPaymentIntent(paymentIntent: string): Promise<LedgerRow | null>
  /** Adds a row; false (and nothing written) when its Stripe id is in the ledger already. */
  addLedger(row: LedgerRow): Promise<boolean>
  /** Marks a Stripe event handled; false when it was already. */
  markEvent(id: string, type: string): Promise<boolean>
}
