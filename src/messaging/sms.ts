/**
 * Text messages, for sign-in codes and booking texts alike: the port and its adapters (the outbox
 * by default, an HTTP gateway by configuration). Neither booking nor auth owns it.
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
