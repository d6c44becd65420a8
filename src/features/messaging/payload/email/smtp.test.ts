import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeSmtp, type FakeSmtp } from '../../../../../tests/fakes/smtp/fake'

import { smtpEmailAdapter } from './smtp'

let smtp: FakeSmtp
beforeAll(async () => {
  smtp = await startFakeSmtp({ accept: { user: 'mailer', password: 's3cret' } })
})
afterAll(() => smtp.close())

const logged: string[] = []
const payload = { logger: { error: (line: string) => logged.push(line) } } as unknown as Payload
const adapter = (url: string) =>
  smtpEmailAdapter(url, { name: 'Parlour', address: 'no-reply@parlour.co.uk' })({ payload })

describe('the SMTP email transport', () => {
  it('hands a reset email to the SMTP server, signed in with the address’s user and password', async () => {
    const email = adapter(`smtp://mailer:s3cret@127.0.0.1:${smtp.port}`)
    expect([email.name, email.defaultFromName, email.defaultFromAddress]).toEqual([
      'smtp',
      'Parlour',
      'no-reply@parlour.co.uk',
    ])
    await email.sendEmail({
      from: `"${email.defaultFromName}" <${email.defaultFromAddress}>`,
      to: 'stylist@parlour.co.uk',
      subject: 'Reset your password',
      html: '<p><a href="https://parlour.co.uk/admin/reset/abc123">Choose a new password</a></p>',
    })
    const mail = smtp.received.at(-1)!
    expect(mail).toMatchObject({ user: 'mailer', from: 'no-reply@parlour.co.uk', to: ['stylist@parlour.co.uk'] })
    expect(mail.data).toMatch(/^Subject: Reset your password\r$/m)
    expect(mail.data).toMatch(/^From: Parlour <no-reply@parlour\.co\.uk>\r$/m)
    expect(mail.data.replace(/=\r\n/g, '')).toContain('https://parlour.co.uk/admin/reset/abc123')
  })

  it('logs a refused password or a server that is not there, without the recipient, and does not throw', async () => {
    const before = smtp.received.length
    const message = { to: 'stylist@parlour.co.uk', subject: 'Reset your password', html: '<p>x</p>' }
    await adapter(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`).sendEmail(message)
    const closed = await startFakeSmtp()
    await closed.close()
    await adapter(`smtp://127.0.0.1:${closed.port}`).sendEmail(message)
    expect(smtp.received).toHaveLength(before)
    expect(logged).toEqual([
      expect.stringMatching(/^email: the SMTP server did not take "Reset your password": .*(Invalid login|535)/),
      expect.stringMatching(/^email: the SMTP server did not take "Reset your password": .*ECONNREFUSED/),
    ])
    expect(logged.join('\n')).not.toContain('stylist@')
  })
})
