import type { EmailAdapter, SendEmailOptions } from 'payload'
import { createTransport } from 'nodemailer'

import type { EmailFrom } from '@/platform/env'

const TIMEOUT_MS = 10_000

/**
 * Staff emails (password resets) through an SMTP server: `smtp://user:password@host:port`
 * (STARTTLS when the server offers it) or `smtps://…` (TLS from the first byte, usually port 465).
 * A refusal or an unreachable server is logged (without the recipient) and the request goes on:
 * a reset asked for a staff email answers exactly as one for an unknown email, whatever the mail
 * server does, so the answer never tells who is staff.
 */
export function smtpEmailAdapter(url: string, from: EmailFrom): EmailAdapter {
  return ({ payload }) => {
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
      sendEmail: async (message: SendEmailOptions) => {
        try {
          return await transport.sendMail(message)
        } catch (error) {
          payload.logger.error(`email: the SMTP server did not take "${message.subject}": ${(error as Error).message}`)
          return null
        }
      },
    }
  }
}
