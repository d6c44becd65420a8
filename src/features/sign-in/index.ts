/**
 * What other features and the app may use of sign-in on the server: who the signed-in client of a
 * request is, and the handlers of /api/auth/* (the route files re-export them). The HTTP contract
 * is in contract.ts, the browser's part in client.ts; everything else in src/features/sign-in is
 * its own business.
 */
export { signedInClientId } from './routes'
/** A fresh texted code confirming a grave step of the signed-in client (deleting their account). */
export { confirmCodeHandler, confirmedClient, signedOutWith } from './routes'
/** Client phones in the one stored form (E.164), as sign-in reads them: the front desk finds clients by it. */
export { normalisePhone } from './phone'
/** The handlers of /api/auth/* (docs/booking-api.md). */
export { getMe, patchMe, postCode, postRefresh, postSignOut, postVerify } from './routes'
