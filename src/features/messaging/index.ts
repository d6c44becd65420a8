/**
 * Messaging: text messages for sign-in codes and booking texts alike (the outbox by default, an
 * HTTP gateway by configuration), and the staff's email. What other features may use; the email
 * adapters and the SMS log's collection are in payload/, read by src/cms/payload.config.ts.
 */
export { SmsDeliveryError, storedBody, type SmsKind, type SmsMessage, type SmsSender } from './sms'
export { smsSenderFromEnv } from './adapters/sms'
