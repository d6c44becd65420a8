import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { authDepsFor } from '@/features/sign-in/adapters/services'
import { requestCode } from '@/features/sign-in/sign-in'
import { httpSmsSender, outboxSmsSender } from '@/features/messaging/adapters/sms'
import { SmsDeliveryError } from '@/features/messaging/sms'

import { testPayload } from '../helpers/payload'
import { messagesTo } from '../helpers/sms-outbox'

/** A stand-in SMS gateway on the loopback address that records what it was sent. */
let gateway: http.Server
let gatewayUrl = ''
let answer = 202
type Sms = { to: string; body: string }
const received: { auth: string | undefined; body: unknown }[] = []

beforeAll(async () => {
  gateway = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    received.push({ auth: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
    res.writeHead(answer).end()
  })
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r))
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/messages`
})
afterAll(() => new Promise<void>((r) => gateway.close(() => r())))

const logged = async (to: string) => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'sms-messages',
    where: { to: { equals: to } },
    overrideAccess: true,
  })
  return docs
}

describe('SMS providers', () => {
  it('the outbox stores the message for staff and appends a JSON line', async () => {
    const payload = await testPayload()
    await outboxSmsSender(payload, process.env.SMS_OUTBOX_FILE!).send({
      to: '+447700900901',
      body: 'Hello from the outbox',
      kind: 'created',
    })
    expect(messagesTo('+447700900901')).toEqual([
      { to: '+447700900901', body: 'Hello from the outbox', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ])
    expect(await logged('+447700900901')).toMatchObject([{ kind: 'created', status: 'sent', provider: 'outbox' }])
  })

  it('the HTTP gateway gets {to, body} with the bearer token; a refusal is logged as failed and thrown', async () => {
    const payload = await testPayload()
    const sender = httpSmsSender(payload, { url: gatewayUrl, token: 'gateway-token' })
    answer = 202
    await sender.send({ to: '+447700900902', body: 'Via the gateway', kind: 'reminder' })
    expect(received.at(-1)).toEqual({
      auth: 'Bearer gateway-token',
      body: { to: '+447700900902', body: 'Via the gateway' },
    })
    answer = 500
    await expect(sender.send({ to: '+447700900902', body: 'Refused', kind: 'reminder' })).rejects.toBeInstanceOf(
      SmsDeliveryError,
    )
    const rows = await logged('+447700900902')
    expect(rows.map((r) => [r.body, r.status, r.provider]).sort()).toEqual([
      ['Refused', 'failed', 'http'],
      ['Via the gateway', 'sent', 'http'],
    ])
    // Nothing went to the outbox file.
    expect(messagesTo('+447700900902')).toEqual([])
  })

  it('a sign-in code is texted in full but stored masked, through the outbox and through the gateway', async () => {
    const payload = await testPayload()
    const base = authDepsFor(payload)
    const providers = [
      ['outbox', outboxSmsSender(payload, process.env.SMS_OUTBOX_FILE!), '+447700900904'],
      ['http', httpSmsSender(payload, { url: gatewayUrl }), '+447700900905'],
    ] as const
    answer = 202
    for (const [provider, sms, to] of providers) {
      const sent = await requestCode({ ...base, sms }, { phone: to, ip: '203.0.113.251' })
      expect(sent, provider).toMatchObject({ ok: true })
      // What reached the phone (the outbox file or the gateway) has the digits…
      const texted = provider === 'outbox' ? messagesTo(to).at(-1)!.body : (received.at(-1)!.body as Sms).body
      const code = /^(\d{6}) is your Parlour sign-in code\./.exec(texted)?.[1]
      expect(code, provider).toBeDefined()
      // …and no stored row has them, in any field.
      const rows = await logged(to)
      expect(
        rows.map((r) => [r.body, r.provider]),
        provider,
      ).toEqual([[texted.replace(code!, '••••••'), provider]])
      const { docs } = await payload.find({
        collection: 'sms-messages',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      expect(docs.length).toBeGreaterThan(0)
      expect(
        docs.filter((d) => d.body.includes(code!) || d.error?.includes(code!)),
        provider,
      ).toEqual([])
    }
  })

  it('a code that cannot be texted is a 503 with a message, not a 500', async () => {
    const payload = await testPayload()
    answer = 503
    const deps = { ...authDepsFor(payload), sms: httpSmsSender(payload, { url: gatewayUrl }) }
    const result = await requestCode(deps, { phone: '+447700900903', ip: '203.0.113.250' })
    expect(result).toEqual({
      ok: false,
      status: 503,
      message: 'We could not send the text just now. Please try again in a minute.',
    })
  })
})
