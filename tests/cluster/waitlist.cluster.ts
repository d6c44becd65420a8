/**
 * The waitlist's race across instances (issue 30, decision 0046): a visit cancelled through
 * instance A frees a time a client waits for; the offer that holds it for them (the job, run on A)
 * and ten bookings of that time through both instances all go at once. The database lets exactly
 * one of them have the time — the offer's hold, which the client then books from the text's link,
 * or one booking — and every other booking is told the time was taken (or that the site is busy),
 * never an error.
 */
import { Visitor } from '../helpers/route-server'
import { latestCode, messagesTo } from '../helpers/sms-outbox'
import { type Cluster, expect, test } from './fixtures'

const DEMO_ADMIN = { email: 'demo@parlour.example', password: 'parlour-demo' }

/** Phones and addresses of this file: +4474018…, 100.64.98.*. */
let nextPhone = Math.floor(Math.random() * 90_000)
const freshPhone = () => `+4474018${String(10_000 + (nextPhone++ % 90_000)).padStart(5, '0')}`
let nextIp = 1
const freshIp = () => `100.64.98.${nextIp++}`

type Signed = Visitor & { clientId: number; phone: string }

/** A client signed in with a texted code on `base`, and the same session on `other`. */
async function signedIn(base: string): Promise<Signed> {
  const phone = freshPhone()
  const visitor = new Visitor(base, freshIp())
  const sent = await visitor.post('/api/auth/code', { phone })
  expect(sent.status, JSON.stringify(sent.json)).toBe(200)
  const authId = sent.json.authId as string
  const code = latestCode(phone)
  let verified = await visitor.post('/api/auth/verify', { authId, code })
  if (verified.json.registrationRequired)
    verified = await visitor.post('/api/auth/verify', { authId, code, firstname: 'Wait', lastname: 'Race' })
  expect(verified.status).toBe(200)
  return Object.assign(visitor, { clientId: (verified.json.client as { id: number }).id, phone })
}

function at(visitor: Visitor, base: string) {
  const other = new Visitor(base, visitor.ip)
  other.cookie = visitor.cookie
  return other
}

async function staffToken(base: string) {
  const answer = await new Visitor(base).post('/api/users/login', DEMO_ADMIN)
  expect(answer.status).toBe(200)
  return answer.json.token as string
}

test('a cancellation through A, its offer and ten bookings of that time through both instances never double-book', async ({
  cluster,
}: {
  cluster: Cluster
}) => {
  test.setTimeout(180_000)
  const [a, b] = [cluster.instances[0]!.url, cluster.instances[1]!.url]
  const token = await staffToken(a)
  const staff = (base: string, method: string, pathname: string, body?: unknown) =>
    new Visitor(base).call(method, pathname, body, { authorization: `JWT ${token}` })

  // Offers are texted only in the salon's hours: all day for this test (decision 0019), put back after.
  const settings = (await staff(a, 'GET', '/api/globals/waitlist-settings')).json
  expect(
    (await staff(a, 'POST', '/api/globals/waitlist-settings', { textsFrom: '00:00', textsUntil: '24:00' })).status,
  ).toBe(200)
  try {
    // A stylist's first free start some months ahead (no other cluster test books that far).
    const locations = (await new Visitor(a).get('/api/booking/locations')).json as unknown as {
      id: number
      slug: string
    }[]
    const salon = locations.find((l) => l.slug === 'backstage-chelsea')!
    const stylists = (await new Visitor(a).get(`/api/booking/employees?location=${salon.id}`)).json as unknown as {
      id: number
      services: number[]
    }[]
    const stylist = stylists.filter((s) => s.services.length)[1]!
    const service = stylist.services[0]!
    const from = new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10)
    const to = new Date(Date.now() + 163 * 86_400_000).toISOString().slice(0, 10)
    const free = (
      await new Visitor(a).get(
        `/api/booking/free-time?location=${salon.id}&services=${service}&employee=${stylist.id}&from=${from}&to=${to}`,
      )
    ).json as unknown as Record<string, Record<string, string[]>>
    const [date, times] = Object.entries(free[String(stylist.id)] ?? {}).find(([, t]) => t.length >= 2)!
    const start = `${date}T${times[0]}`
    const visit = { location: salon.id, start, items: [{ service, employee: stylist.id }] }

    // One client has the time; another waits for that day with that stylist (joining on B).
    const owner = await signedIn(a)
    const booked = await owner.post('/api/booking/appointments', visit)
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    const appointment = booked.json.appointment as { id: string; startsAt: string }
    const waiting = await signedIn(a)
    const joined = await at(waiting, b).post('/api/waitlist', {
      location: String(salon.id),
      services: [String(service)],
      employee: String(stylist.id),
      from: date,
      to: date,
    })
    expect(joined.status, JSON.stringify(joined.json)).toBe(201)
    const others: Signed[] = []
    for (let i = 0; i < 10; i++) others.push(await signedIn(i % 2 ? b : a))

    // All at once: the cancellation through A (then A runs the offer job it queued), A's job
    // runner, and ten bookings of that time, five through each instance.
    const runJobs = () => staff(a, 'GET', '/api/payload-jobs/run?queue=default&disableScheduling=true')
    const [cancelled, , ...answers] = await Promise.all([
      owner.post(`/api/booking/appointments/${appointment.id}/cancel`, {}).then(async (r) => {
        await runJobs()
        return r
      }),
      runJobs(),
      ...others.map((o, i) => at(o, i % 2 ? b : a).post('/api/booking/appointments', visit)),
    ])
    expect(cancelled!.status).toBe(200)
    // The offer job has run (A's own cron may have taken it).
    await expect
      .poll(
        async () =>
          (
            await staff(
              a,
              'GET',
              '/api/payload-jobs?where[taskSlug][equals]=waitlistOffer&where[completedAt][exists]=false&depth=0',
            )
          ).json.totalDocs,
        { timeout: 30_000 },
      )
      .toBe(0)

    // Every booking was answered: booked, or told the time was taken / the site is busy. No 500.
    const statuses = answers.map((r) => r.status)
    expect(
      answers.filter(
        (r) => !(r.status === 201 || r.status === 409 || (r.status === 503 && r.headers.get('retry-after'))),
      ),
      JSON.stringify(statuses),
    ).toEqual([])
    for (const r of answers.filter((r) => r.status === 409)) expect(r.json.message).toMatch(/taken/)
    const wins = statuses.filter((s) => s === 201).length
    const [entry] = (await at(waiting, b).get('/api/waitlist')).json.entries as { id: string; state: string }[]

    // In the database: at most one live visit or hold of that stylist on that time.
    const liveThen = async () => {
      const instant = new Date(appointment.startsAt)
      const slots = (
        await staff(
          b,
          'GET',
          `/api/booking-slots?depth=0&limit=50&where[stylist][equals]=${stylist.id}&where[live][equals]=true` +
            `&where[start][less_than]=${new Date(instant.getTime() + 60_000).toISOString()}` +
            `&where[end][greater_than]=${instant.toISOString()}`,
        )
      ).json.docs as { heldUntil?: string | null }[]
      return slots.filter((s) => !s.heldUntil || Date.parse(s.heldUntil) > Date.now()).length
    }
    expect(await liveThen()).toBe(1)
    // Exactly one of them has the time: a booking, or the waiting client's offer.
    expect(
      wins + (entry!.state === 'offered' ? 1 : 0),
      `bookings ${JSON.stringify(statuses)}, entry ${entry!.state}`,
    ).toBe(1)

    if (entry!.state === 'offered') {
      // The hold holds: the client books it from the text's link, on the other instance.
      const text = messagesTo(waiting.phone)
        .filter((m) => /held for you/.test(m.body))
        .at(-1)!
      const ref = /\/book\/\?offer=(\d+\.[\w-]+)/.exec(text.body)![1]!
      const offer = await new Visitor(b, freshIp()).get(`/api/waitlist/offer?ref=${ref}`)
      expect(offer.status).toBe(200)
      const hold = offer.json.hold as { id: string; token: string }
      const mine = await at(waiting, b).post('/api/booking/appointments', { ...visit, hold })
      expect(mine.status, JSON.stringify(mine.json)).toBe(201)
      expect(((await at(waiting, a).get('/api/waitlist')).json.entries as { state: string }[])[0]!.state).toBe('booked')
      expect(await liveThen()).toBe(1)
    } else {
      // A booking won: the waiting client was offered nothing and still waits.
      expect(entry!.state).toBe('waiting')
      expect(messagesTo(waiting.phone).filter((m) => /held for you/.test(m.body))).toEqual([])
    }
    console.log(`waitlist race across instances: bookings ${JSON.stringify(statuses)}, entry ${entry!.state}`)
  } finally {
    await staff(a, 'POST', '/api/globals/waitlist-settings', {
      textsFrom: settings.textsFrom,
      textsUntil: settings.textsUntil,
    })
  }
})
