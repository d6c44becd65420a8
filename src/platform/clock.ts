/** Where "now" comes from: one port, so use cases take a frozen clock in tests. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
