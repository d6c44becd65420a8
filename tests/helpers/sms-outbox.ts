import { existsSync, readFileSync } from 'node:fs'

export interface OutboxLine {
  to: string
  body: string
  createdAt: string
}

/** Every message the outbox SMS provider wrote (SMS_OUTBOX_FILE), oldest first. */
export function outbox(): OutboxLine[] {
  const file = process.env.SMS_OUTBOX_FILE!
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
}

/** The texts sent to `phone` (a client's, read from the database: it has none once erased). */
export const messagesTo = (phone: string | null | undefined) => {
  if (!phone) throw new Error('messagesTo: no phone given')
  return outbox().filter((m) => m.to === phone)
}

/** The code in the newest sign-in text to a phone (in English or Ukrainian). */
export function latestCode(phone: string): string {
  const last = messagesTo(phone)
    .filter((m) => /sign-in code|код входу/.test(m.body))
    .at(-1)
  const code = last && /\b(\d{6})\b/.exec(last.body)?.[1]
  if (!code) throw new Error(`No sign-in code was texted to ${phone}`)
  return code
}
