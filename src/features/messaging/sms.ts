/**
 * Text messages, for sign-in codes and booking texts alike: the port and its adapters (the outbox
 * by default, an HTTP gateway by configuration). Neither booking nor auth owns it.
 */
export type SmsKind = 'code' | 'created' | 'changed' | 'cancelled' | 'reminder' | 'payment' | 'receipt' | 'waitlist'

export interface SmsMessage {
  /** E.164, e.g. +447911123456. */
  to: string
  body: string
  kind: SmsKind
  /**
   * A part of `body` that must never be stored (a sign-in code's digits): the SMS log keeps the
   * text with it masked. Only the phone network (or, by default, the outbox file standing in for
   * it) gets the digits.
   */
  secret?: string
}

/** The text as the SMS log stores it: the secret, if any, masked. */
export function storedBody(message: SmsMessage): string {
  const { body, secret } = message
  return secret ? body.split(secret).join('•'.repeat(secret.length)) : body
}

/** Sends a text message; throws `SmsDeliveryError` when the provider refuses it. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError'
}
