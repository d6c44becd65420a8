/**
 * The admin's "link to the booking system" action against the strict fake (tests/fakes/beauty-pro,
 * a test double, never the service): site items linked to Beauty Pro's by exact name, links Beauty
 * Pro still knows kept, unknown ones reported, and what matched nothing listed on both sides; the
 * endpoint is for signed-in staff in Beauty Pro mode only.
 */
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { linkContent } from '@/features/beauty-pro/booking/link-content'
import { postLinkContent } from '@/features/beauty-pro/booking/link-route'

import { startFakeBeautyPro, type FakeBeautyPro } from '../fakes/beauty-pro/fake'
import { EMPLOYEE_AMELIA, EMPLOYEE_PRIYA, LOCATION_CHELSEA, SERVICE_BLOW_DRY } from '../fakes/beauty-pro/fixture'
import { DEMO_ADMIN } from '../helpers/admin'
import { fakeConnection } from '../helpers/beauty-pro'
import { testPayload } from '../helpers/payload'

let fake: FakeBeautyPro
let payload: Payload
const restore: (() => Promise<unknown>)[] = []

type Linkable = 'services' | 'employees' | 'salons'
async function first(collection: Linkable, where: Where) {
  const doc = (await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, locale: 'en' }))
    .docs[0] as unknown as { id: number; title?: string; name?: string; crmId?: string | null }
  restore.push(() =>
    payload.update({ collection, id: doc.id, data: { crmId: doc.crmId ?? null }, overrideAccess: true }),
  )
  return doc
}
const crmIdOf = async (collection: Linkable, id: number) =>
  ((await payload.findByID({ collection, id, depth: 0, overrideAccess: true })) as { crmId?: string | null }).crmId

beforeAll(async () => {
  fake = await startFakeBeautyPro()
  payload = await testPayload()
})

afterAll(async () => {
  for (const undo of restore.reverse()) await undo()
  await fake?.close()
})

describe('linking the site to Beauty Pro', () => {
  it('links by exact name, keeps known links, reports unknown ones, and lists what matched nothing', async () => {
    const service = await first('services', { path: { equals: 'female/hair/colouring/air-touch' } })
    const stylist = await first('employees', { slug: { equals: 'olivia-bennett' } })
    const linkedStylist = await first('employees', { slug: { not_equals: 'olivia-bennett' } })
    const staleSalon = await first('salons', {})
    // Beauty Pro names one service and one employee as the site does (other spaces and letter case).
    fake.state.services.find((s) => s.id === SERVICE_BLOW_DRY)!.name = `  ${service.title!.toUpperCase()} `
    Object.assign(
      fake.state.employees.find((e) => e.id === EMPLOYEE_PRIYA)!,
      {
        firstname: stylist.name!.split(' ')[0]!.toLowerCase(),
        middlename: null,
        lastname: stylist.name!.split(' ').slice(1).join(' '),
      },
    )
    await payload.update({
      collection: 'employees',
      id: linkedStylist.id,
      data: { crmId: EMPLOYEE_AMELIA },
      overrideAccess: true,
    })
    const bogus = '00000000-0000-4000-8000-000000000000'
    await payload.update({ collection: 'salons', id: staleSalon.id, data: { crmId: bogus }, overrideAccess: true })

    const report = await linkContent(payload, fakeConnection(fake))
    expect(report.linked.services).toEqual([{ id: String(service.id), name: service.title, crmId: SERVICE_BLOW_DRY }])
    expect(report.linked.employees).toEqual([{ id: String(stylist.id), name: stylist.name, crmId: EMPLOYEE_PRIYA }])
    expect(await crmIdOf('services', service.id)).toBe(SERVICE_BLOW_DRY)
    expect(await crmIdOf('employees', stylist.id)).toBe(EMPLOYEE_PRIYA)
    expect(report.kept.employees).toBeGreaterThanOrEqual(1)
    expect(report.stale.locations).toContainEqual({ id: String(staleSalon.id), name: staleSalon.title, crmId: bogus })
    expect(report.unmatchedBeautyPro.locations.map((l) => l.id)).toContain(LOCATION_CHELSEA)
    expect(report.unmatchedBeautyPro.employees.map((e) => e.id)).not.toContain(EMPLOYEE_AMELIA)
    // The demo's other services: without a link, or with the old system's ids Beauty Pro does not know.
    expect(report.unmatchedSite.services.length + report.stale.services.length).toBeGreaterThan(50)

    // A second run changes nothing: every link it made is now kept.
    const again = await linkContent(payload, fakeConnection(fake))
    expect(again.linked).toEqual({ services: [], employees: [], locations: [] })
    expect(again.kept.services).toBe(report.kept.services + 1)
  })

  it('writes nothing when Beauty Pro fails part-way through the reads', async () => {
    const before = (
      await payload.find({ collection: 'services', where: { crmId: { exists: true } }, overrideAccess: true })
    ).totalDocs
    fake.failNext({ method: 'GET', path: '/locations' }, { status: 500 })
    await expect(linkContent(payload, fakeConnection(fake))).rejects.toThrow(/Beauty Pro/)
    const after = (
      await payload.find({ collection: 'services', where: { crmId: { exists: true } }, overrideAccess: true })
    ).totalDocs
    expect(after).toBe(before)
  })
})

describe('the admin endpoint', () => {
  const post = (headers: Record<string, string> = {}) =>
    postLinkContent(new Request('http://127.0.0.1/api/booking-system/link', { method: 'POST', headers }))

  it('is refused to a visitor who is not signed in to the admin', async () => {
    const res = await post()
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('Sign in') })
  })

  it('tells staff there is nothing to link while Parlour’s own engine is in use', async () => {
    const { token } = await payload.login({ collection: 'users', data: DEMO_ADMIN })
    const res = await post({ authorization: `JWT ${token}` })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('BOOKING_PROVIDER=parlour') })
  })
})
