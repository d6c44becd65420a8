import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CALLBACK_LIMITS, POST } from '@/app/api/callback/route'
import { createCallbackRequest } from '../../src/features/callback/store'
import { getEnv } from '@/platform/env'

import { testPayload } from '../helpers/payload'

let nextIp = 1
/** A fresh visitor address per test, so the per-address limit of one test never touches another. */
const visitor = () => `198.51.100.${nextIp++}`

function post(body: unknown, ip = visitor()) {
  return POST(
    new Request('http://127.0.0.1/api/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

const good = { name: 'Ann Example', phone: '+44 20 7946 0999', consent: true, path: '/services/female/?from=ad' }

async function findByName(name: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'callback-requests',
    where: { name: { equals: name } },
    overrideAccess: true,
  })
  return docs
}

describe('POST /api/callback', () => {
  it('stores a good request as New with the page link on the site origin', async () => {
    const response = await post({ ...good, name: 'Stored Visitor' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    const [doc] = await findByName('Stored Visitor')
    expect(doc).toMatchObject({
      status: 'new',
      phone: '+442079460999',
      link: `${new URL(getEnv().siteUrl).origin}/services/female/?from=ad`,
      locale: 'en',
      forwarding: { status: 'off' },
    })
  })

  it('refuses a bad phone with the message in the visitor’s language', async () => {
    const en = await post({ ...good, phone: '12345' })
    expect(en.status).toBe(400)
    expect(await en.json()).toEqual({
      message: 'An invalid phone number was entered',
      reason: 'invalid_request',
      fields: { phone: 'An invalid phone number was entered' },
    })

    const uk = await post({ ...good, phone: 'abc', path: '/ua/price/' })
    expect(uk.status).toBe(400)
    expect(await uk.json()).toEqual({
      message: 'Введено некоректний номер телефону',
      reason: 'invalid_request',
      fields: { phone: 'Введено некоректний номер телефону' },
    })
  })

  it('names each missing field, and answers 400 to a body that is not JSON', async () => {
    const response = await post({ locale: 'en' })
    expect(response.status).toBe(400)
    const { fields } = await response.json()
    expect(Object.keys(fields).sort()).toEqual(['consent', 'name', 'path', 'phone'])

    const garbage = await post('{not json')
    expect(garbage.status).toBe(400)
    expect(await garbage.json()).toHaveProperty('fields.path')
  })

  it('refuses a link to another site', async () => {
    const response = await post({ ...good, path: '//evil.example/' })
    expect(response.status).toBe(400)
    expect(await response.json()).toHaveProperty('fields.path')
  })

  it('answers 429 with Retry-After once an address has used its requests', async () => {
    const ip = visitor()
    for (let i = 0; i < CALLBACK_LIMITS.perIp.limit; i++) {
      expect((await post({ ...good, name: `Burst ${i}` }, ip)).status).toBe(201)
    }
    const refused = await post({ ...good, name: 'Burst refused' }, ip)
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(CALLBACK_LIMITS.perIp.windowSeconds)
    expect(await refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ min\.$/),
      reason: 'rate_limited',
    })
    expect(await findByName('Burst refused')).toHaveLength(0)
    // Another visitor is not affected.
    expect((await post({ ...good, name: 'Someone else' })).status).toBe(201)
  })
})

describe('forwarding to the webhook', () => {
  let server: Server
  let url: string
  const received: { body: unknown }[] = []
  let failuresLeft = 0

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = ''
      req.on('data', (chunk) => (data += chunk))
      req.on('end', () => resolve(data))
    })

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = JSON.parse(await readBody(req))
      if (failuresLeft > 0) {
        failuresLeft--
        res.writeHead(500).end('down')
        return
      }
      received.push({ body })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"success"}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  // Only the forwarding jobs: other files leave booking texts queued (no crons run in the int suite),
  // and a plain run takes the oldest few, which need not be this test's.
  const forwardingJobs = { taskSlug: { equals: 'forwardCallback' } } as const
  const input = (name: string) => ({ name, phone: '+442079460111', consent: true as const, path: '/ua/price/' })

  it('delivers a stored request through the jobs queue', async () => {
    const payload = await testPayload()
    const { id, link } = await createCallbackRequest(input('Webhook Ok'), 'uk', { payload, webhookUrl: url })
    const before = await payload.findByID({ collection: 'callback-requests', id, overrideAccess: true })
    expect(before.forwarding).toMatchObject({ status: 'pending', attempts: 0 })

    await payload.jobs.run({ queue: 'default', silent: true, where: forwardingJobs })

    expect(received.map((r) => r.body)).toContainEqual({
      allMessage: { name: 'Webhook Ok', phone: '+442079460111', link, status: 'New' },
      id: String(id),
      createdAt: before.createdAt,
    })
    const after = await payload.findByID({ collection: 'callback-requests', id, overrideAccess: true })
    expect(after.forwarding).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(after.forwardedAt).toBeTruthy()
  })

  it('keeps the request and retries after the back-off when the webhook answers 500', async () => {
    const payload = await testPayload()
    failuresLeft = 1
    const { id } = await createCallbackRequest(input('Webhook Later'), 'en', { payload, webhookUrl: url })
    const delivered = () => received.filter((r) => (r.body as { id: string }).id === String(id))

    await payload.jobs.run({ queue: 'default', silent: true, where: forwardingJobs })
    expect(delivered()).toHaveLength(0)
    const failed = await payload.findByID({ collection: 'callback-requests', id, overrideAccess: true })
    expect(failed.forwarding).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'HTTP 500' })

    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.requestId': { equals: String(id) } },
      overrideAccess: true,
    })
    expect(jobs).toHaveLength(1)
    const job = jobs[0]!
    expect(job.hasError).not.toBe(true)
    expect(new Date(job.waitUntil!).getTime()).toBeGreaterThan(Date.now())

    // Not due yet: a run now leaves it alone.
    await payload.jobs.run({ queue: 'default', silent: true, where: forwardingJobs })
    expect(delivered()).toHaveLength(0)

    // The back-off has passed (moved instead of waited for): the next run delivers it.
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.run({ queue: 'default', silent: true, where: forwardingJobs })
    expect(delivered()).toHaveLength(1)
    const after = await payload.findByID({ collection: 'callback-requests', id, overrideAccess: true })
    expect(after.forwarding).toMatchObject({ status: 'delivered', attempts: 2, lastError: null })
  })

  it('lets no visitor create requests or queue jobs through the API', async () => {
    const payload = await testPayload()
    await expect(
      payload.create({
        collection: 'callback-requests',
        overrideAccess: false,
        data: { name: 'x', phone: '1', status: 'new' },
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'callback-requests', overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    })
  })
})
