/**
 * What other features may use of sign-in: who the signed-in client of a request is. Everything
 * else in src/auth is its own business.
 */
export { signedInClientId } from './routes'
/** Client phones in the one stored form (E.164), as sign-in reads them: the front desk finds clients by it. */
export { normalisePhone } from './phone'
