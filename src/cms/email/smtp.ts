import type { EmailAdapter, SendEmailOptions } from 'payload'
import { createTransport } from 'nodemailer'

import type { EmailFrom } from '@/lib/env'

const TIMEOUT_MS = 10_000

/**
 * Staff emails (password resets) through an SMTP server: `smtp://user:password@host:port`
 * (STARTTLS when the server offers it) or `smtps://…` (TLS from the first byte, usually port 465).
 * A refusal or an unreachable server fails the request that wanted the email sent.
 */
export function smtpEmailAdapter(url: string, from: EmailFrom): EmailAdapter {
  return () => {
    // Answers within seconds, or the request that sends the email is refused (never left hanging).
    const transport = createTransport({
      url,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    })
    return {
      name: 'smtp',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message: SendEmailOptions) => transport.sendMail(message),
    }
  }
}
