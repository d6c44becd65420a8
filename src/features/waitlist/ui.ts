/**
 * The waitlist's components: joining from the booking widget, the client's entries in the account,
 * and the front desk's day list and client-card form.
 */
export { JoinWaitlist } from './ui/join-waitlist'
export { AccountWaitlist } from './ui/account-waitlist'
export { AddToWaitlist, WaitlistDay } from './ui/desk-panel'
