/**
 * What code running in the browser may use of sign-in (index.ts is for the server): the phone and
 * code form, which the booking widget and the account page draw.
 */
export { PhoneSignIn } from './ui/phone-sign-in'
