/**
 * Messaging: text messages for sign-in codes and booking texts alike (the outbox by default, an
 * HTTP gateway by configuration), and the staff's email. What other features may use; the email
 * adapters and the SMS log's collection are read by src/cms/payload.config.ts from payload/ and
 * email/ directly.
 */
export { SmsDeliveryError, storedBody, type SmsKind, type SmsMessage, type SmsSender } from './sms'
export { smsSenderFromEnv } from './adapters/sms'
