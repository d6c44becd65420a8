/**
 * Sign-in's HTTP contract, which loads anywhere (no database, no Payload): the request bodies of
 * /api/auth/* and the session cookie's name, for the OpenAPI document (src/features/booking/http).
 */
export { authRequestBodies } from './request-bodies'
export { SESSION_COOKIE } from './sessions'
/** What an outside system's sign-in (src/features/beauty-pro/sign-in.ts) implements. */
export type { OutsideCheck, OutsideSignIn, Registration } from './sign-in'
