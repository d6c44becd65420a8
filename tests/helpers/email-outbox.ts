import { existsSync, readFileSync } from 'node:fs'

export interface EmailLine {
  to: string
  from: string
  subject: string
  html: string
  createdAt: string
}

/** Every staff email the outbox transport wrote (EMAIL_OUTBOX_FILE), oldest first. */
export function emailsTo(address: string): EmailLine[] {
  const file = process.env.EMAIL_OUTBOX_FILE!
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as EmailLine)
    .filter((m) => m.to === address)
}

/** The token of the newest password-reset link sent to `address`. */
export function latestResetToken(address: string): string {
  const html = emailsTo(address).at(-1)?.html ?? ''
  const token = /\/admin\/reset\/([0-9a-f]+)"/.exec(html)?.[1]
  if (!token) throw new Error(`No password reset link was emailed to ${address}`)
  return token
}
