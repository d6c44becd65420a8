/**
 * The traffic mix: weighted scenarios, each one visitor's, client's or staff member's errand
 * (pages and their images, booking reads, holds and bookings let go again, the account, the
 * front desk, 404s, malformed requests).
 */
import { freeTimes, londonDate, pick, staffSignIn } from './traffic.mjs'

/** The scenarios as [weight, run] pairs. */
export function scenarios(t, site, clients, staff) {
  const bookable = () => {
    const c = pick(site.catalogue)
    return { c, pair: pick(c.pairs) }
  }
  return [
    // Public pages from the sitemap, in both languages, as a browser asks for them.
    [
      34,
      async () => {
        const r = await t.send('pages', 'GET', pick(site.pages), { headers: { accept: 'text/html' } })
        if (r.status === 200) t.collect(r.text)
      },
    ],
    [
      8,
      async () => t.images.size && t.send('images', 'GET', pick([...t.images]), { headers: { accept: 'image/webp' } }),
    ],
    [4, async () => t.assets.size && t.send('static', 'GET', pick([...t.assets]))],
    // The booking widget's reads.
    [
      18,
      async () => {
        const { c, pair } = bookable()
        const reads = [
          () => freeTimes(t, 'booking reads', c.salon.id, pair),
          () => t.send('booking reads', 'GET', '/api/booking/locations'),
          () => t.send('booking reads', 'GET', `/api/booking/services?location=${c.salon.id}`),
          () =>
            t.send('booking reads', 'GET', `/api/booking/employees?location=${c.salon.id}&services=${pair.service}`),
          () => t.send('booking reads', 'GET', '/api/booking/settings'),
          () => t.send('booking reads', 'GET', `/api/booking/feedbacks?employee=${pair.e.id}`),
        ]
        await pick(reads)()
      },
    ],
    // A signed-in client holds or books a time, then lets it go again.
    [
      9,
      async () => {
        const cookie = pick(clients)
        const { c, pair } = bookable()
        const times = await freeTimes(t, 'booking writes', c.salon.id, pair, cookie)
        if (!times.length) return
        const at = pick(times)
        const choice = {
          location: c.salon.id,
          start: `${at.date}T${at.time}`,
          items: [{ service: pair.service, employee: at.employee }],
        }
        const way = Math.random()
        let hold = null
        if (way < 0.66) {
          const r = await t.sendJson('booking writes', 'POST', '/api/booking/holds', { json: choice, cookie })
          if (r.status !== 201) return
          hold = { id: r.data.hold.id, token: r.data.hold.token }
          if (way < 0.33) {
            await t.send('booking writes', 'DELETE', `/api/booking/holds/${hold.id}`, {
              headers: { 'x-hold-token': hold.token },
            })
            return
          }
        }
        const booked = await t.sendJson('booking writes', 'POST', '/api/booking/appointments', {
          json: hold ? { ...choice, hold } : choice,
          headers: { 'idempotency-key': `soak-${Date.now()}-${Math.random()}` },
          cookie,
        })
        if (booked.status !== 201) return
        await t.send('booking writes', 'GET', '/api/booking/appointments', { cookie })
        await t.send('booking writes', 'POST', `/api/booking/appointments/${booked.data.appointment.id}/cancel`, {
          json: { reason: 'soak' },
          cookie,
        })
      },
    ],
    [
      4,
      async () => {
        const cookie = pick(clients)
        await pick([
          () => t.send('account', 'GET', '/api/auth/me', { cookie }),
          () => t.send('account', 'GET', '/api/booking/favourites', { cookie }),
          () => t.send('account', 'GET', '/api/booking/appointments?locale=uk', { cookie }),
        ])()
      },
    ],
    // The front desk: the calendar, the week, free time, client search, the report, a blocked time.
    [
      12,
      async () => {
        const { c, pair } = bookable()
        const headers = { origin: t.siteOrigin }
        const cookie = staff.cookie
        const date = londonDate(Math.floor(Math.random() * 21) - 3)
        const calls = [
          () => t.send('staff', 'GET', `/api/staff/calendar?salon=${c.salon.id}&date=${date}`, { headers, cookie }),
          () => t.send('staff', 'GET', `/api/staff/calendar?salon=${c.salon.id}&date=${date}`, { headers, cookie }),
          () =>
            t.send('staff', 'GET', `/api/staff/calendar/week?salon=${c.salon.id}&date=${date}&stylist=${pair.e.id}`, {
              headers,
              cookie,
            }),
          () =>
            t.send(
              'staff',
              'GET',
              `/api/staff/free-time?salon=${c.salon.id}&employee=${pair.e.id}&services=${pair.service}&date=${date}`,
              { headers, cookie },
            ),
          () =>
            t.send('staff', 'GET', `/api/staff/clients?q=${pick(['Soak', '7700', 'Em', 'Ol'])}`, { headers, cookie }),
          () =>
            t.send('staff', 'GET', `/api/staff/report?salon=${c.salon.id}&week=${date}&format=json`, {
              headers,
              cookie,
            }),
          () =>
            t.send('staff', 'GET', `/api/staff/report?salon=${c.salon.id}&week=${date}&format=csv&lang=uk`, {
              headers,
              cookie,
            }),
          async () => {
            const block = await t.sendJson('staff', 'POST', '/api/staff/time-blocks', {
              json: {
                salon: c.salon.id,
                employee: pair.e.id,
                date: londonDate(40 + Math.floor(Math.random() * 20)),
                start: '07:00',
                end: '07:30',
                reason: 'soak',
              },
              headers,
              cookie,
            })
            if (block.status === 201)
              await t.send('staff', 'DELETE', `/api/staff/time-blocks/${block.data.block.id}`, { headers, cookie })
          },
        ]
        const r = await pick(calls)()
        if (r?.status === 401) staff.cookie = await staffSignIn(t).catch(() => staff.cookie)
      },
    ],
    [
      5,
      async () => {
        const n = Math.floor(Math.random() * 1e9)
        await pick([
          () => t.send('404', 'GET', `/services/female/no-such-${n}/`, { headers: { accept: 'text/html' } }),
          () => t.send('404', 'GET', `/ua/blog/missing-${n}/`, { headers: { accept: 'text/html' } }),
          () => t.send('404', 'GET', `/api/booking/nothing-${n}`),
          () => t.send('404', 'GET', `/no/such/page/${n}`),
          () => t.send('404', 'GET', `/api/media/file/missing-${n}.webp`),
        ])()
      },
    ],
    [
      6,
      async () => {
        const n = Math.floor(Math.random() * 1e9)
        const { c } = bookable()
        await pick([
          () => t.send('malformed', 'POST', '/api/booking/holds', { body: '{"location": ', headers: json() }),
          () =>
            t.send('malformed', 'POST', '/api/booking/holds', { body: 'x', headers: { 'content-type': 'text/plain' } }),
          () => t.send('malformed', 'POST', '/api/booking/appointments', { json: { start: 'soon' } }),
          () => t.send('malformed', 'GET', `/api/booking/free-time?location=${c.salon.id}&services=x&from=2020-13-45`),
          () => t.send('malformed', 'GET', `/api/booking/services?location=%ZZ${n}`),
          () => t.send('malformed', 'POST', '/api/auth/verify', { json: { authId: `x${n}`, code: 'abc' } }),
          () => t.send('malformed', 'POST', '/api/auth/code', { json: { phone: `0${n}` } }),
          () => t.send('malformed', 'PATCH', '/api/auth/me', { json: { firstName: 'x' } }),
          () => t.send('malformed', 'GET', `/api/staff/calendar?salon=${c.salon.id}`),
          () => t.send('malformed', 'GET', `/api/staff/report?week=${n}`, { cookie: 'payload-token=forged' }),
          () => t.send('malformed', 'POST', '/api/callback', { json: { name: '', phone: n } }),
          () => t.send('malformed', 'GET', `/employees/%E0%A4%A${n}/`, { headers: { accept: 'text/html' } }),
          () => t.send('malformed', 'GET', `/?q=${'%'.repeat(20)}${n}`),
        ])()
      },
    ],
  ]
}
const json = () => ({ 'content-type': 'application/json' })

/** A function that picks one scenario's run at random, by weight. */
export function chooser(plan) {
  const totalWeight = plan.reduce((s, [w]) => s + w, 0)
  return () => {
    let r = Math.random() * totalWeight
    for (const [w, run] of plan) if ((r -= w) < 0) return run
    return plan.at(-1)[1]
  }
}
