/**
 * Sign-in's HTTP contract, which loads anywhere (no database, no Payload): the request bodies of
 * /api/auth/* and the session cookie's name, for the OpenAPI document (src/app/api/booking/_http).
 */
export { authRequestBodies } from './request-bodies'
export { SESSION_COOKIE } from './sessions'
