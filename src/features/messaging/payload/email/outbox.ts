import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'

import type { EmailAdapter, SendEmailOptions } from 'payload'

import type { EmailFrom } from '@/platform/env'

/**
 * The default until an SMTP server is configured (SMTP_URL, src/features/messaging/payload/email/smtp.ts): staff emails
 * (password resets) are appended as JSON lines `{"to","from","subject","html","text","createdAt"}`
 * to an outbox file that the operator or the tests read, instead of being lost in the log.
 */
export function outboxEmailAdapter(file: string, from: EmailFrom): EmailAdapter {
  return () => ({
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message: SendEmailOptions) => {
      await mkdir(path.dirname(file), { recursive: true })
      const line = JSON.stringify({
        to: message.to,
        from: message.from,
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
