import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'

import type { EmailAdapter, SendEmailOptions } from 'payload'

/**
 * Until a mail provider is configured, staff emails (password resets) are appended as JSON lines
 * to an outbox file that staff or tests can read, instead of being lost in the log.
 */
export function outboxEmailAdapter(file: string): EmailAdapter {
  return () => ({
    name: 'outbox',
    defaultFromAddress: 'no-reply@parlour.example',
    defaultFromName: 'Parlour',
    sendEmail: async (message: SendEmailOptions) => {
      await mkdir(path.dirname(file), { recursive: true })
      const line = JSON.stringify({
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        createdAt: new Date().toISOString(),
      })
      // Reset links are secrets: only this user may read the outbox.
      await appendFile(file, `${line}\n`, { encoding: 'utf8', mode: 0o600 })
      return { stored: file }
    },
  })
}
