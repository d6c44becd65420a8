import { describe, expect, it } from 'vitest'

import { readServiceReviews } from '@/features/content/data/reviews'

import { testPayload } from '../helpers/payload'

/** The id of a demo service by its slug. */
async function serviceId(slug: string): Promise<string> {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'services',
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return String(docs[0]!.id)
}

/** What the read should answer, found the long way: the visits with the service, then their shown reviews. */
async function expectedReviews(id: string): Promise<string[]> {
  const payload = await testPayload()
  const visits = await payload.find({
    collection: 'appointments',
    where: { 'items.service': { equals: id } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { salon: true },
  })
  const reviews = await payload.find({
    collection: 'reviews',
    where: { and: [{ appointment: { in: visits.docs.map((v) => v.id) } }, { hidden: { not_equals: true } }] },
    sort: '-createdAt',
    depth: 0,
    limit: 3,
    overrideAccess: true,
  })
  return reviews.docs.map((r) => String(r.id))
}

describe('reviews of a service (its page)', () => {
  it('quotes the published reviews of visits that had the service, with the stylist and first name', async () => {
    const payload = await testPayload()
    const reviews = await readServiceReviews(payload, 'en', await serviceId('air-touch'))
    expect(reviews.length).toBeGreaterThan(0)
    expect(reviews).toContainEqual(
      expect.objectContaining({
        rating: 5,
        text: 'Olivia listened, explained everything and the colour is exactly what I hoped for.',
        stylist: 'Olivia Bennett',
        firstName: expect.any(String),
      }),
    )
    expect(reviews.map((r) => r.id)).toEqual(await expectedReviews(await serviceId('air-touch')))
  })

  it('gives the newest three of many, newest first', async () => {
    const payload = await testPayload()
    const id = await serviceId('classic-gel-manicure')
    const reviews = await readServiceReviews(payload, 'en', id)
    expect(reviews).toHaveLength(3)
    expect(reviews.map((r) => r.id)).toEqual(await expectedReviews(id))
    const dates = reviews.map((r) => r.date)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('gives none for a service nobody has reviewed and for an id that is not one', async () => {
    const payload = await testPayload()
    expect(await readServiceReviews(payload, 'en', await serviceId('evening-party'))).toEqual([])
    expect(await readServiceReviews(payload, 'en', 'air-touch')).toEqual([])
  })
})
