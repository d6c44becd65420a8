/**
 * The soak's traffic kit: a request sender that counts every answer by family and status and
 * collects the images and scripts a page refers to; the sign-ins of clients and of the demo
 * admin; what the running site offers (sitemap pages, salons, stylist-and-service pairs).
 */
import { readFileSync } from 'node:fs'

import { STAFF } from './settings.mjs'

export const pick = (list) => list[Math.floor(Math.random() * list.length)]
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`

/** London's calendar date `days` from today. */
export function londonDate(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 86_400_000),
  )
}

/** The traffic: requests by family, each answer's status counted. */
export class Traffic {
  constructor(base, siteOrigin) {
    this.base = base
    this.siteOrigin = siteOrigin
    /** family → status → count */
    this.counts = new Map()
    this.images = new Set()
    this.assets = new Set()
    /** A few of the requests answered 5xx, for the report (the path without its query). */
    this.serverErrors = new Set()
  }

  count(family, status) {
    const seen = this.counts.get(family) ?? new Map()
    this.counts.set(family, seen)
    seen.set(status, (seen.get(status) ?? 0) + 1)
  }

  /** One request; the body is read in full (text for JSON and HTML). Never throws. */
  async send(family, method, target, { headers = {}, body, json, cookie } = {}) {
    const h = { 'x-forwarded-for': randomAddress(), 'accept-encoding': 'gzip', ...headers }
    if (cookie) h.cookie = cookie
    if (json !== undefined) h['content-type'] = 'application/json'
    try {
      const res = await fetch(this.base + target, {
        method,
        headers: h,
        body: json !== undefined ? JSON.stringify(json) : body,
        redirect: 'manual',
        signal: AbortSignal.timeout(60_000),
      })
      const type = res.headers.get('content-type') ?? ''
      const text = /json|html|text|xml/.test(type) ? await res.text() : (await res.arrayBuffer(), '')
      this.count(family, String(res.status))
      if (res.status >= 500 && this.serverErrors.size < 5)
        this.serverErrors.add(`${method} ${target.split('?')[0].replace(/\d{4,}/g, 'N')} → ${res.status}`)
      return { status: res.status, text, headers: res.headers }
    } catch (error) {
      this.count(family, error?.name === 'TimeoutError' ? 'timeout' : 'no answer')
      return { status: 0, text: '', headers: new Headers() }
    }
  }

  async sendJson(family, method, target, options) {
    const r = await this.send(family, method, target, options)
    let data = null
    try {
      data = r.text ? JSON.parse(r.text) : null
    } catch {
      data = null
    }
    return { ...r, data }
  }

  /** Images and scripts a page refers to: the image optimiser (sharp) and static files get traffic too. */
  collect(html) {
    // From the HTML's attributes only: the same addresses inside the page's script data are escaped.
    for (const m of html.matchAll(/\/_next\/image\/?\?url=[^"'\s,\\&]+&(?:amp;)?w=\d+&(?:amp;)?q=\d+/g)) {
      if (this.images.size >= 300) break
      const optimised = m[0].replaceAll('&amp;', '&')
      this.images.add(optimised)
      // The original file too, as Payload serves it.
      this.images.add(new URLSearchParams(optimised.slice(optimised.indexOf('?'))).get('url'))
    }
    for (const m of html.matchAll(/\/_next\/static\/[^"'\s?\\]+/g)) if (this.assets.size < 200) this.assets.add(m[0])
  }
}

/** A client signed in the way the site signs one in: a code by text message (read from the outbox). */
export async function signIn(t, outboxFile, phone) {
  const code = await t.sendJson('sign-in', 'POST', '/api/auth/code', { json: { phone } })
  if (code.status !== 200) throw new Error(`sign-in code for ${phone}: ${code.status} ${code.text.slice(0, 200)}`)
  const lines = readFileSync(outboxFile, 'utf8').trim().split('\n')
  const sms = /\b(\d{6})\b/.exec(JSON.parse(lines.at(-1)).body)?.[1]
  const verified = await t.sendJson('sign-in', 'POST', '/api/auth/verify', {
    json: { authId: code.data.authId, code: sms, firstname: 'Soak', lastname: `Client ${phone.slice(-2)}` },
  })
  if (verified.status !== 200) throw new Error(`sign-in check for ${phone}: ${verified.status} ${verified.text}`)
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** The demo admin's session, through Payload's login on the site's own origin (its CSRF list). */
export async function staffSignIn(t) {
  const r = await t.sendJson('staff', 'POST', '/api/users/login', {
    json: STAFF,
    headers: { origin: t.siteOrigin },
  })
  if (r.status !== 200) throw new Error(`staff login: ${r.status} ${r.text.slice(0, 200)}`)
  return r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** What the traffic is made of, read from the running site once. */
export async function readSite(t) {
  const sitemap = await t.send('setup', 'GET', '/sitemap.xml')
  const pages = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  if (pages.length < 10) throw new Error(`the sitemap lists ${pages.length} pages`)
  const salons = (await t.sendJson('setup', 'GET', '/api/booking/locations')).data
  const catalogue = []
  for (const salon of salons) {
    const services = (await t.sendJson('setup', 'GET', `/api/booking/services?location=${salon.id}`)).data
    const employees = (await t.sendJson('setup', 'GET', `/api/booking/employees?location=${salon.id}`)).data
    const offered = new Set(services.map((s) => s.id))
    // What each stylist performs here: the free-time and staff questions ask for real pairs.
    const pairs = employees.flatMap((e) =>
      e.services.filter((id) => offered.has(id)).map((service) => ({ e, service })),
    )
    catalogue.push({ salon, services, employees, pairs })
  }
  return { pages, catalogue: catalogue.filter((c) => c.pairs.length > 0) }
}

/** Free times of one stylist-and-service pair from 3 to 16 days ahead (well outside the cancel window). */
export async function freeTimes(t, family, salonId, pair, cookie) {
  const q = `location=${salonId}&services=${pair.service}&employee=${pair.e.id}&from=${londonDate(3)}&to=${londonDate(16)}`
  const r = await t.sendJson(family, 'GET', `/api/booking/free-time?${q}`, { cookie })
  const times = []
  for (const [employee, days] of Object.entries(r.data ?? {}))
    for (const [date, list] of Object.entries(days)) for (const time of list) times.push({ employee, date, time })
  return times
}
