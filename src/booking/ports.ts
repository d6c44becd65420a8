/**
 * What the booking and sign-in use cases need from the outside world. Adapters in
 * `src/booking/adapters` implement them on Payload, the file system and HTTP.
 */

export type SmsKind = 'code' | 'created' | 'changed' | 'cancelled' | 'reminder'

export interface SmsMessage {
  /** E.164, e.g. +447911123456. */
  to: string
  body: string
  kind: SmsKind
}

/** Sends a text message; throws `SmsDeliveryError` when the provider refuses it. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError'
}

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
