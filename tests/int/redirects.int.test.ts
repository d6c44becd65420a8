import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readRedirects } from '@/features/content/redirects/stored'
import { redirectFor, serveRedirectsFrom } from '@/features/content/redirects/table'

import { testPayload } from '../helpers/payload'

/**
 * Stored 301 redirects (decision 0027): what the collection accepts and refuses, who may write,
 * and what the server's in-memory copy answers after each change.
 */

let payload: Payload
const created: (number | string)[] = []

async function staffUser() {
  const { docs } = await payload.find({ collection: 'users', limit: 1, overrideAccess: true })
  return { ...docs[0]!, collection: 'users' as const }
}

async function create({ origin = 'manual', ...data }: { from: string; to: string; origin?: 'manual' | 'wordpress' }) {
  const doc = await payload.create({ collection: 'redirects', data: { ...data, origin }, overrideAccess: true })
  created.push(doc.id)
  return doc
}

/** The field messages of a refused write. */
async function refusal(write: Promise<unknown>): Promise<string[]> {
  const error = await write.then(
    () => null,
    (e: unknown) => e as { name: string; status?: number; data?: { errors?: { message: string }[] } },
  )
  expect(error, 'the write was accepted').not.toBeNull()
  expect(error!.name).toBe('ValidationError')
  expect(error!.status).toBe(400)
  return (error!.data?.errors ?? []).map((e) => e.message)
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'redirects', id, overrideAccess: true }).catch(() => {})
})

describe('redirects: what is stored', () => {
  it('keeps the old address in one form: path only, trailing slash, English, escapes decoded', async () => {
    const nail = await create({
      from: '/ua/services/female/nails/One_Nail?utm_source=wp#top',
      to: '/services/female/nails/one-nail',
      origin: 'wordpress',
    })
    expect(nail).toMatchObject({
      from: '/services/female/nails/One_Nail/',
      to: '/services/female/nails/one-nail/',
      origin: 'wordpress',
    })

    const cyrillic = await create({ from: '/services/female/%d0%b1%d1%80%d0%be/', to: '/services/female/brows/' })
    expect(cyrillic.from).toBe('/services/female/бро/')
    // The importer's idempotent look-up by the stored form finds it.
    const found = await payload.find({ collection: 'redirects', where: { from: { equals: '/services/female/бро/' } } })
    expect(found.docs.map((d) => d.id)).toEqual([cyrillic.id])

    const outside = await create({ from: 'https://old-site.example/gift-cards', to: 'https://shop.example/gift' })
    expect(outside).toMatchObject({ from: '/gift-cards/', to: 'https://shop.example/gift' })
  })
})

describe('redirects: what is refused', () => {
  it('refuses an old address that is not a site path, or belongs to the system', async () => {
    for (const from of ['services/old/', 'mailto:someone@example.com']) {
      expect(await refusal(create({ from, to: '/about/' }))).toEqual([
        'The old address must be a path on this site starting with / (for example /services/old-name/).',
      ])
    }
    for (const from of ['/api/booking/salons', '/admin', '/_next/static/app.js']) {
      expect(await refusal(create({ from, to: '/about/' }))).toEqual([
        'Addresses under /api/, /admin and /_next/ belong to the system and cannot be redirected.',
      ])
    }
  })

  it('refuses a new address that is neither a site path nor an http(s) address', async () => {
    expect(await refusal(create({ from: '/refused-target/', to: 'javascript:alert(1)' }))).toEqual([
      'The new address must be a path on this site starting with / or a full http(s) address.',
    ])
  })

  it('refuses a redirect to its own address, in any of its spellings', async () => {
    expect(await refusal(create({ from: '/same/', to: '/ua/same' }))).toEqual([
      'The new address must differ from the old one.',
    ])
  })

  it('refuses a second redirect from the same address', async () => {
    await create({ from: '/twice/', to: '/about/' })
    expect(await refusal(create({ from: '/twice', to: '/price/' }))).toEqual([
      'There is already a redirect from /twice/.',
    ])
  })

  it('refuses chains and loops, whichever end comes second', async () => {
    await create({ from: '/chain-a/', to: '/chain-b/?from=a' })
    // B → C would make A → B → C.
    expect(await refusal(create({ from: '/chain-b/', to: '/chain-c/' }))).toEqual([
      'The redirect from /chain-a/ already leads to /chain-b/, and redirects must not chain: point that redirect at the new address instead.',
    ])
    // Z → A would make Z → A → B.
    expect(await refusal(create({ from: '/chain-z/', to: '/chain-a/' }))).toEqual([
      '/chain-a/ is itself redirected to /chain-b/?from=a, and redirects must not chain: enter /chain-b/?from=a instead.',
    ])
  })

  it('refuses an update that would make a loop', async () => {
    const x = await create({ from: '/loop-x/', to: '/about/' })
    await create({ from: '/loop-y/', to: '/price/' })
    const error = await refusal(
      payload.update({ collection: 'redirects', id: x.id, data: { to: '/loop-y/' }, overrideAccess: true }),
    )
    expect(error).toEqual([
      '/loop-y/ is itself redirected to /price/, and redirects must not chain: enter /price/ instead.',
    ])
    // Changing a redirect's own target does not count as a clash with itself.
    const moved = await payload.update({
      collection: 'redirects',
      id: x.id,
      data: { to: '/salons' },
      overrideAccess: true,
    })
    expect(moved.to).toBe('/salons/')
  })
})

describe('redirects: who may write', () => {
  it('lets staff write and anyone read, but not a visitor write', async () => {
    await expect(
      payload.create({
        collection: 'redirects',
        data: { from: '/visitor-made/', to: '/about/', origin: 'manual' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })

    const user = await staffUser()
    const made = await payload.create({
      collection: 'redirects',
      data: { from: '/staff-made/', to: '/about/', origin: 'manual' },
      overrideAccess: false,
      user,
    })
    created.push(made.id)

    const visible = await payload.find({
      collection: 'redirects',
      where: { from: { equals: '/staff-made/' } },
      overrideAccess: false,
    })
    expect(visible.docs).toHaveLength(1)

    await expect(payload.delete({ collection: 'redirects', id: made.id, overrideAccess: false })).rejects.toMatchObject(
      { status: 403 },
    )
  })
})

describe('redirects: what a visitor is sent to', () => {
  it('answers from memory, and sees each change as soon as it is saved', async () => {
    serveRedirectsFrom(() => readRedirects(payload))
    expect(await redirectFor('/memory-old/', '')).toBeNull()

    const doc = await create({ from: '/memory-old/', to: '/memory-new/' })
    expect(await redirectFor('/memory-old', '?utm_source=flyer')).toBe('/memory-new/?utm_source=flyer')
    expect(await redirectFor('/ua/memory-old/', '')).toBe('/ua/memory-new/')
    expect(await redirectFor('/services/female/%D0%B1%D1%80%D0%BE/', '')).toBe('/services/female/brows/')

    await payload.update({ collection: 'redirects', id: doc.id, data: { to: '/price/' }, overrideAccess: true })
    expect(await redirectFor('/memory-old/', '')).toBe('/price/')

    await payload.delete({ collection: 'redirects', id: doc.id, overrideAccess: true })
    expect(await redirectFor('/memory-old/', '')).toBeNull()
  })
})
