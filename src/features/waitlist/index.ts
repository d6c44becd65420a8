/**
 * The waitlist (issue 30, decision 0046), the server's face: its endpoints (route files under
 * src/app/api re-export them) and the offer steps scripts and tests run by hand.
 */
export {
  deleteWaitlistEntry,
  getMyWaitlist,
  getStaffWaitlist,
  getWaitlistOffer,
  postStaffOffer,
  postStaffWaitlist,
  postWaitlist,
} from './http/handlers'
export { offerFreedTime, settleOffers, sweepWaitlist } from './engine/offers'
