/** The waitlist's components: joining from the booking widget, and the client's entries in the account. */
export { JoinWaitlist } from './ui/join-waitlist'
export { AccountWaitlist } from './ui/account-waitlist'
