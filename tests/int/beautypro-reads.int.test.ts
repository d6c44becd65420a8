/**
 * The booking read API answered from Beauty Pro (BOOKING_PROVIDER=beautypro) — through our own
 * route handlers, against the strict fake in tests/fakes/beauty-pro (a test double built from the
 * public documentation, never the service): the catalogue mapped into our shapes (parsed strictly
 * with the booking contract), content links by `crmId`, free time asked the documented way, the
 * database token renewed on `401 EXPIRED`, upstream failures answered softly, and identical
 * questions sharing one upstream call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ReadDeps } from '@/features/booking/http/deps'
import {
  employeesRead,
  feedbacksRead,
  freeTimeRead,
  locationsRead,
  positionsRead,
  servicesRead,
  settingsRead,
} from '@/features/booking/http/handlers'
import { asHandler, type ReadAnswer } from '@/features/booking/http/respond'
import { BeautyProApi, BeautyProNotConnected } from '@/features/beauty-pro/api/api'
import { beautyProCatalogue } from '@/features/beauty-pro/booking/catalogue'
import { payloadContentLinks } from '@/features/beauty-pro/booking/content-links'
import { beautyProFreeTime } from '@/features/beauty-pro/booking/free-time'
import { createPayloadCatalogue } from '@/features/booking/engine/payload-catalogue'
import { addCalendarDays, instantToLocal } from '@/features/booking/domain/time'
import { systemClock } from '@/features/booking/ports'
import * as contract from '@/features/booking/contract'

import { startFakeBeautyPro, type FakeBeautyPro } from '../fakes/beauty-pro/fake'
import {
  EMPLOYEE_AMELIA,
  EMPLOYEE_GRACE,
  EMPLOYEE_HANNAH,
  EMPLOYEE_PRIYA,
  LOCATION_CHELSEA,
  LOCATION_CLOSED,
  SERVICE_BALAYAGE,
  SERVICE_CUT_FINISH,
  SERVICE_GEL_MANICURE,
  SERVICE_KERATIN,
} from '../fakes/beauty-pro/fixture'
import { testPayload } from '../helpers/payload'

let fake: FakeBeautyPro
let deps: () => Promise<ReadDeps>
const logged: string[] = []
const restore: (() => Promise<unknown>)[] = []

/** A client of the fake with its own database token, as the site's server holds one. */
function provider(fakeUrl: string, timeoutMs?: number) {
  const api = new BeautyProApi(
    {
      apiUrl: fakeUrl,
      apiUrlFixed: true,
      applicationId: fake.credentials.applicationId,
      applicationSecret: fake.credentials.applicationSecret,
      databaseCode: fake.credentials.databaseCode,
    },
    { timeoutMs },
  )
  return { api }
}

async function call(read: ReadAnswer, path: string) {
  const response = await asHandler(read)(new Request(`http://127.0.0.1${path}`))
  return { status: response.status, body: await response.json() }
}

let cmsService: { id: string; path: string; title: string }
let cmsStylist: { id: string; slug: string; name: string }

beforeAll(async () => {
  fake = await startFakeBeautyPro()
  const payload = await testPayload()
  // Link one seeded service and one seeded stylist to Beauty Pro's ids, as staff would.
  const service = (
    await payload.find({
      collection: 'services',
      limit: 1,
      depth: 0,
      overrideAccess: false,
      where: { path: { equals: 'female/hair/colouring/air-touch' } },
    })
  ).docs[0]!
  const stylist = (
    await payload.find({
      collection: 'employees',
      limit: 1,
      depth: 0,
      overrideAccess: false,
      where: { slug: { equals: 'olivia-bennett' } },
    })
  ).docs[0]!
  cmsService = { id: String(service.id), path: service.path!, title: service.title }
  cmsStylist = { id: String(stylist.id), slug: stylist.slug, name: stylist.name }
  await payload.update({
    collection: 'services',
    id: service.id,
    data: { crmId: SERVICE_CUT_FINISH },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'employees',
    id: stylist.id,
    data: { crmId: EMPLOYEE_AMELIA },
    overrideAccess: true,
  })
  restore.push(
    () =>
      payload.update({
        collection: 'services',
        id: service.id,
        data: { crmId: service.crmId ?? null },
        overrideAccess: true,
      }),
    () =>
      payload.update({
        collection: 'employees',
        id: stylist.id,
        data: { crmId: stylist.crmId ?? null },
        overrideAccess: true,
      }),
  )
  const { api } = provider(fake.url)
  const catalogue = beautyProCatalogue(api, payloadContentLinks(payload, createPayloadCatalogue(payload)))
  const times = beautyProFreeTime(api)
  deps = async () => ({ catalogue, times, clock: systemClock, log: { error: (_c, message) => logged.push(message) } })
})

afterAll(async () => {
  for (const undo of restore) await undo()
  await fake?.close()
})

describe('the catalogue from Beauty Pro', () => {
  it('lists the active locations in our shape', async () => {
    const res = await call(locationsRead(deps), '/api/booking/locations')
    expect(res.status).toBe(200)
    const list = contract.location.strict().array().parse(res.body)
    expect(list.map((l) => l.id)).toEqual([LOCATION_CHELSEA])
    expect(list[0]).toMatchObject({ name: 'Parlour Chelsea', street: "142 King's Road", timezone: 'Europe/London' })
    expect(list[0]!.geo).toEqual({ lat: expect.any(Number), lng: expect.any(Number) })
    expect(res.body.map((l: { id: string }) => l.id)).not.toContain(LOCATION_CLOSED)
  })

  it('lists public, unarchived services with per-salon prices, their group, and the linked page', async () => {
    const res = await call(servicesRead(deps), `/api/booking/services?location=${LOCATION_CHELSEA}`)
    expect(res.status).toBe(200)
    const list = contract.service.strict().array().parse(res.body)
    const ids = list.map((s) => s.id)
    expect(ids).toContain(SERVICE_GEL_MANICURE)
    expect(ids).not.toContain(SERVICE_BALAYAGE) // not public
    expect(ids).not.toContain(SERVICE_KERATIN) // archived
    const cut = list.find((s) => s.id === SERVICE_CUT_FINISH)!
    // Priced per position: £65 (stylist) to £85 (senior stylist) at Chelsea; the site's page and name.
    expect(cut).toMatchObject({ price: 65, priceTo: 85, currency: 'GBP', duration: 60, locations: [LOCATION_CHELSEA] })
    expect(cut.path).toBe(cmsService.path)
    expect(cut.name).toBe(cmsService.title)
    expect(cut.group?.name).toMatch(/ · /)
    expect(cut.category).not.toBeNull()
  })

  it('lists public stylists with the services their positions are priced for, linked ones with the site’s slug', async () => {
    const res = await call(employeesRead(deps), `/api/booking/employees?location=${LOCATION_CHELSEA}`)
    expect(res.status).toBe(200)
    const list = contract.employee.strict().array().parse(res.body)
    const ids = list.map((e) => e.id)
    expect(ids).toEqual(expect.arrayContaining([EMPLOYEE_AMELIA, EMPLOYEE_PRIYA]))
    expect(ids).not.toContain(EMPLOYEE_HANNAH) // not public
    expect(ids).not.toContain(EMPLOYEE_GRACE) // archived
    const amelia = list.find((e) => e.id === EMPLOYEE_AMELIA)!
    expect(amelia).toMatchObject({ slug: cmsStylist.slug, name: cmsStylist.name, locations: [LOCATION_CHELSEA] })
    expect(amelia.services).toContain(SERVICE_CUT_FINISH)
    expect(amelia.services).not.toContain(SERVICE_GEL_MANICURE)
    expect(list.find((e) => e.id === EMPLOYEE_PRIYA)!.services).toContain(SERVICE_GEL_MANICURE)

    const forNails = await call(
      employeesRead(deps),
      `/api/booking/employees?location=${LOCATION_CHELSEA}&services=${SERVICE_GEL_MANICURE}`,
    )
    expect(forNails.body.map((e: { id: string }) => e.id)).toEqual([EMPLOYEE_PRIYA])
  })

  it('lists positions and published feedbacks, newest first', async () => {
    const positions = await call(positionsRead(deps), '/api/booking/positions')
    expect(contract.position.strict().array().parse(positions.body).length).toBeGreaterThan(0)
    const feedbacks = await call(feedbacksRead(deps), `/api/booking/feedbacks?employee=${EMPLOYEE_AMELIA}`)
    const list = contract.feedback.strict().array().parse(feedbacks.body)
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((f) => f.employee === EMPLOYEE_AMELIA)).toBe(true)
    const dates = list.map((f) => f.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    // Beauty Pro's feedbacks do not say what the visit had: a service page quotes none of them.
    const { catalogue } = await deps()
    expect(
      await catalogue.feedbacks({ employeeId: null, serviceId: SERVICE_CUT_FINISH, limit: 3, locale: 'en' }),
    ).toEqual([])
  })

  it('answers the client module settings the widget follows (Beauty Pro asks for a stylist)', async () => {
    const res = await call(settingsRead(deps), '/api/booking/settings')
    expect(contract.bookingSettings.strict().parse(res.body)).toMatchObject({
      severalServices: true,
      skipProfessional: false,
      timeStep: 30,
    })
  })
})

describe('free time from Beauty Pro', () => {
  const week = () => {
    const today = instantToLocal(new Date(), 'Europe/London').date
    return { from: addCalendarDays(today, 1), to: addCalendarDays(today, 7) }
  }

  it('asks free_time the documented way and answers salon-local times within the dates asked', async () => {
    const { from, to } = week()
    fake.requests.length = 0
    const res = await call(
      freeTimeRead(deps),
      `/api/booking/free-time?location=${LOCATION_CHELSEA}&services=${SERVICE_CUT_FINISH}&employee=${EMPLOYEE_AMELIA}&from=${from}&to=${to}`,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const times = contract.freeTime.parse(res.body)
    const days = Object.entries(times[EMPLOYEE_AMELIA] ?? {})
    // Amelia works Tuesday to Saturday: a week has five of her days, all from 10:00 on the 30-minute grid.
    expect(days.length).toBe(5)
    for (const [date, list] of days) {
      expect(date >= from && date <= to).toBe(true)
      expect(list[0]).toBe('10:00')
      expect(list.every((t) => /^\d{2}:(00|30)$/.test(t))).toBe(true)
      expect(list.at(-1)! <= '18:00').toBe(true) // a 60-minute visit ends by 19:00
    }
    const asked = fake.requests.find((r) => r.path === '/employees/free_time')!
    expect(asked.query).toMatchObject({
      duration: '60',
      step: '30m',
      location: LOCATION_CHELSEA,
      services: SERVICE_CUT_FINISH,
      professionals: EMPLOYEE_AMELIA,
      public_employees: 'true',
      gaps_mode: 'none',
      gaps_positions: 'day_start',
    })
    expect(asked.query.from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })

  it('shares one upstream call among identical questions asked at once', async () => {
    const { from } = week()
    fake.requests.length = 0
    const path = `/api/booking/free-time?location=${LOCATION_CHELSEA}&services=${SERVICE_GEL_MANICURE}&employee=${EMPLOYEE_PRIYA}&from=${from}&to=${from}`
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(freeTimeRead(deps), path)))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(fake.requests.filter((r) => r.path === '/employees/free_time')).toHaveLength(1)
  })
})

describe('tokens and failures', () => {
  it('renews the database token on 401 EXPIRED and repeats the call once', async () => {
    const { api } = provider(fake.url)
    await api.get('/positions', { fields: 'name' })
    fake.expireTokens()
    fake.requests.length = 0
    const positions = await api.get<unknown[]>('/positions', { fields: 'name' })
    expect(positions.length).toBeGreaterThan(0)
    expect(fake.requests.map((r) => r.path)).toEqual(['/positions', '/auth/refresh', '/positions'])
    // The secret went only to /auth/database, never in another call.
    expect(fake.requests.some((r) => JSON.stringify(r).includes(fake.credentials.applicationSecret))).toBe(false)
  })

  it('asks for a new database token when another holder took the one valid token (401 UNKNOWN)', async () => {
    const { api } = provider(fake.url)
    await api.get('/positions', { fields: 'name' })
    // A second process of the site connects: Beauty Pro keeps one database token per application.
    await provider(fake.url).api.connect()
    fake.requests.length = 0
    const positions = await api.get<unknown[]>('/positions', { fields: 'name' })
    expect(positions.length).toBeGreaterThan(0)
    expect(fake.requests.map((r) => r.path)).toEqual(['/positions', '/auth/database', '/positions'])
  })

  it('says the salon has not granted access when Beauty Pro answers pending or refused', async () => {
    for (const status of ['pending', 'refused'] as const) {
      fake.setAccess(status)
      const { api } = provider(fake.url)
      await expect(api.connect()).rejects.toBeInstanceOf(BeautyProNotConnected)
      await expect(api.connect()).rejects.toThrow(
        status === 'pending' ? /not granted this application access yet/ : /refused/,
      )
    }
    fake.setAccess('granted')
  })

  it('answers an empty list (logged) when Beauty Pro fails a catalogue read, and 503 for free time', async () => {
    const payload = await testPayload()
    const { api } = provider(fake.url, 1_000)
    // A fresh catalogue: nothing shared from the tests above.
    const catalogue = beautyProCatalogue(api, payloadContentLinks(payload, createPayloadCatalogue(payload)))
    const failing = async (): Promise<ReadDeps> => ({
      catalogue,
      times: beautyProFreeTime(api),
      clock: systemClock,
      log: { error: (_c, message) => logged.push(message) },
    })
    fake.failNext(
      { path: '/locations' },
      { status: 503, body: { status: 503, type: 'REMOTE_DATABASE', message: 'down' } },
    )
    logged.length = 0
    expect(await call(locationsRead(failing), '/api/booking/locations')).toEqual({ status: 200, body: [] })
    expect(logged.join()).toMatch(/GET \/api\/booking\/locations failed/)

    fake.failNext({ path: '/employees/free_time' }, 'timeout')
    const from = addCalendarDays(instantToLocal(new Date(), 'Europe/London').date, 2)
    const res = await call(
      freeTimeRead(failing),
      `/api/booking/free-time?location=${LOCATION_CHELSEA}&services=${SERVICE_CUT_FINISH}&employee=${EMPLOYEE_AMELIA}&from=${from}&to=${from}`,
    )
    expect(res.status).toBe(503)
    expect(res.body.reason).toBe('unavailable')
  })
})
