import { describe, expect, it } from 'vitest'

import { InMemoryCatalogue, makeEmployee, makeService } from '../testing/in-memory-catalogue'
import { FEEDBACK_LIMIT, listEmployees, listFeedbacks, listPositions, listServices } from './catalogue'

const services = [
  makeService({
    id: 's1',
    locationIds: ['1', '2'],
    prices: [
      { locationId: '1', price: 60 },
      { locationId: '2', price: 55 },
    ],
  }),
  makeService({ id: 's2', locationIds: ['2'], prices: [{ locationId: '2', price: 30 }], priceTo: 45 }),
  makeService({ id: 's3', locationIds: ['1'] }),
]
const employees = [
  makeEmployee({ id: 'e1', locationIds: ['1'], serviceIds: ['s1', 's3'], positionIds: ['p1'], rating: 4.5 }),
  makeEmployee({ id: 'e2', locationIds: ['1', '2'], serviceIds: ['s1'] }),
  makeEmployee({ id: 'e3', locationIds: ['2'], serviceIds: ['s1', 's2', 's3'] }),
]
const deps = (extra = {}) => ({ catalogue: new InMemoryCatalogue({ services, employees, ...extra }) })

describe('listServices', () => {
  it("lists a salon's services with the price there", async () => {
    const list = await listServices(deps(), { locale: 'en', locationId: '1' })
    expect(list.map((s) => [s.id, s.price, s.currency])).toEqual([
      ['s1', 60, 'GBP'],
      ['s3', null, 'GBP'],
    ])
    expect(list[0]).toMatchObject({
      prices: [
        { location: '1', price: 60 },
        { location: '2', price: 55 },
      ],
      locations: ['1', '2'],
    })
  })

  it('lists every service at its lowest price without a salon', async () => {
    const list = await listServices(deps(), { locale: 'en', locationId: null })
    expect(list.map((s) => [s.id, s.price, s.priceTo])).toEqual([
      ['s1', 55, null],
      ['s2', 30, 45],
      ['s3', null, null],
    ])
  })

  it('lists the options of a service, each priced at the salon', async () => {
    const hair = makeService({
      id: 'air',
      duration: 180,
      locationIds: ['1', '2'],
      prices: [
        { locationId: '1', price: 260 },
        { locationId: '2', price: 250 },
      ],
      options: [
        {
          id: 'long',
          name: 'Long hair',
          duration: 240,
          prices: [
            { locationId: '1', price: 360 },
            { locationId: '2', price: 350 },
          ],
          priceTo: null,
        },
      ],
    })
    const at = (locationId: string | null) =>
      listServices({ catalogue: new InMemoryCatalogue({ services: [hair] }) }, { locale: 'en', locationId })
    expect((await at('1'))[0]!.options).toEqual([
      { id: 'long', name: 'Long hair', duration: 240, price: 360, priceTo: null },
    ])
    expect((await at(null))[0]!.options[0]!.price).toBe(350)
    expect((await listServices(deps(), { locale: 'en', locationId: '1' }))[0]!.options).toEqual([])
  })

  it('answers an empty list for a salon nobody knows', async () => {
    expect(await listServices(deps(), { locale: 'en', locationId: '99' })).toEqual([])
  })
})

describe('listEmployees', () => {
  const ids = async (q: { locationId: string | null; serviceIds: string[] }) =>
    (await listEmployees(deps(), { locale: 'en', ...q })).map((e) => e.id)

  it('keeps stylists at the salon who perform every chosen service', async () => {
    expect(await ids({ locationId: null, serviceIds: [] })).toEqual(['e1', 'e2', 'e3'])
    expect(await ids({ locationId: '1', serviceIds: [] })).toEqual(['e1', 'e2'])
    expect(await ids({ locationId: '1', serviceIds: ['s1'] })).toEqual(['e1', 'e2'])
    expect(await ids({ locationId: '1', serviceIds: ['s1', 's3'] })).toEqual(['e1'])
    expect(await ids({ locationId: null, serviceIds: ['s2', 's3'] })).toEqual(['e3'])
    expect(await ids({ locationId: '2', serviceIds: ['s3', 'unknown'] })).toEqual([])
  })

  it('names relations in the API shape', async () => {
    const [first] = await listEmployees(deps(), { locale: 'en', locationId: '1', serviceIds: ['s3'] })
    expect(first).toEqual({
      id: 'e1',
      name: 'Stylist e1',
      slug: 'stylist-e1',
      photo: null,
      rating: 4.5,
      positions: ['p1'],
      locations: ['1'],
      services: ['s1', 's3'],
    })
  })
})

describe('listPositions and listFeedbacks', () => {
  it('shapes positions', async () => {
    const d = deps({ positions: [{ id: 'p2', name: 'Senior stylist', role: 'master', parentId: 'p1' }] })
    expect(await listPositions(d, { locale: 'en' })).toEqual([
      { id: 'p2', name: 'Senior stylist', role: 'master', parent: 'p1' },
    ])
  })

  it("gives a stylist's reviews newest first with ISO dates, at most the limit", async () => {
    const feedbacks = Array.from({ length: FEEDBACK_LIMIT + 5 }, (_, i) => ({
      id: `r${i}`,
      firstName: 'Emma',
      date: new Date(Date.UTC(2026, 0, 1 + i)),
      employeeId: i % 2 ? 'e1' : 'e2',
      employeeName: 'Olivia',
      rating: 5,
      text: 'Lovely',
    }))
    const all = await listFeedbacks(deps({ feedbacks }), { locale: 'en', employeeId: null })
    expect(all).toHaveLength(FEEDBACK_LIMIT)
    const one = await listFeedbacks(deps({ feedbacks }), { locale: 'en', employeeId: 'e1' })
    expect(one.every((f) => f.employee === 'e1')).toBe(true)
    expect(one[0]).toEqual({
      id: 'r103',
      firstName: 'Emma',
      date: '2026-04-14T00:00:00.000Z',
      employee: 'e1',
      employeeName: 'Olivia',
      rating: 5,
      text: 'Lovely',
    })
  })
})
