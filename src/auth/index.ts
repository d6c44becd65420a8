/**
 * What other features may use of sign-in: who the signed-in client of a request is. Everything
 * else in src/auth is its own business.
 */
export { signedInClientId } from './routes'
