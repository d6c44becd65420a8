import { afterAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

const created: { collection: 'services'; id: number | string }[] = []

afterAll(async () => {
  const payload = await testPayload()
  for (const { collection, id } of created) await payload.delete({ collection, id, overrideAccess: true })
})

async function aCategoryId() {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'services-categories',
    where: { path: { equals: 'female/hair/styling' } },
    overrideAccess: true,
  })
  return docs[0]!.id
}

async function staffUser() {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'users', limit: 1, overrideAccess: true })
  return { ...docs[0]!, collection: 'users' as const }
}

describe('public access', () => {
  it('does not show an unpublished service to a visitor, but does to staff', async () => {
    const payload = await testPayload()
    const draft = await payload.create({
      collection: 'services',
      draft: true,
      overrideAccess: true,
      data: {
        title: 'Secret new treatment',
        slug: 'secret-new-treatment',
        category: await aCategoryId(),
        duration: 30,
        _status: 'draft',
      },
    })
    created.push({ collection: 'services', id: draft.id })

    const visitor = await payload.find({
      collection: 'services',
      where: { slug: { equals: 'secret-new-treatment' } },
      overrideAccess: false,
    })
    expect(visitor.docs).toHaveLength(0)
    await expect(
      payload.findByID({ collection: 'services', id: draft.id, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 404 })

    const staff = await payload.find({
      collection: 'services',
      where: { slug: { equals: 'secret-new-treatment' } },
      draft: true,
      overrideAccess: false,
      user: await staffUser(),
    })
    expect(staff.docs.map((d) => d.title)).toEqual(['Secret new treatment'])
  })

  it('hides an archived service from visitors', async () => {
    const payload = await testPayload()
    const doc = await payload.create({
      collection: 'services',
      overrideAccess: true,
      data: {
        title: 'Retired treatment',
        slug: 'retired-treatment',
        category: await aCategoryId(),
        duration: 30,
        archive: true,
        _status: 'published',
      },
    })
    created.push({ collection: 'services', id: doc.id })
    const visitor = await payload.find({
      collection: 'services',
      where: { slug: { equals: 'retired-treatment' } },
      overrideAccess: false,
    })
    expect(visitor.docs).toHaveLength(0)
  })

  it('lets no visitor read staff accounts or callback requests, nor write content', async () => {
    const payload = await testPayload()
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'callback-requests', overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      payload.create({
        collection: 'services',
        overrideAccess: false,
        data: { title: 'Hack', slug: 'hack', category: await aCategoryId(), duration: 30 },
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.updateGlobal({ slug: 'contacts', overrideAccess: false, data: { year: 1999 } }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('computes the address of a new service from its category and refuses a duplicate', async () => {
    const payload = await testPayload()
    const doc = await payload.create({
      collection: 'services',
      overrideAccess: true,
      data: {
        title: 'Silk press',
        slug: 'silk-press',
        category: await aCategoryId(),
        duration: 60,
        prices: [
          {
            salon: (await payload.find({ collection: 'salons', limit: 1, overrideAccess: true })).docs[0]!.id,
            price: 95,
          },
        ],
        _status: 'published',
      },
    })
    created.push({ collection: 'services', id: doc.id })
    expect(doc.path).toBe('female/hair/styling/silk-press')
    expect(doc.priceFrom).toBe(95)
    await expect(
      payload.create({
        collection: 'services',
        overrideAccess: true,
        data: {
          title: 'Silk press again',
          slug: 'silk-press',
          category: await aCategoryId(),
          duration: 60,
          _status: 'published',
        },
      }),
    ).rejects.toMatchObject({ status: 400, data: { errors: [expect.objectContaining({ path: 'path' })] } })
  })
})
