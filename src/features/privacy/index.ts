/**
 * A client's data rights (issue 31; UK GDPR): deleting their own account with a fresh texted code,
 * and an admin answering a request made by phone or email — a copy of the data, or its erasure —
 * with the date it is due. What the app uses; the Payload parts are in payload/.
 */
export { postErase, postEraseCode } from './http/mine'
export { getClientData, postClientErase } from './http/staff'
export { eraseClient, type ErasureOutcome } from './engine/erase'
