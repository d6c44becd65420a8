/**
 * What the read handlers are built from. Route files use `defaultReadDeps` (Payload, the system
 * clock, Payload's logger); tests build the same handlers over other ports.
 */
import { bookingReadDeps, type BookingReadDeps } from '../engine/provider'

export type ReadDeps = BookingReadDeps
export type ReadDepsFactory = () => Promise<ReadDeps>

export const defaultReadDeps: ReadDepsFactory = bookingReadDeps
