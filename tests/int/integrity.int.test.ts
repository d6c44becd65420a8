import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

/** Staff edits that would break published addresses or lock everyone out are refused. */

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn()
})

async function category(payload: Payload, path: string) {
  const { docs } = await payload.find({
    collection: 'services-categories',
    where: { path: { equals: path } },
    overrideAccess: true,
  })
  return docs[0]!
}

describe('catalogue integrity', () => {
  it('refuses to rename or move a category that holds services, and keeps the published addresses', async () => {
    const payload = await testPayload()
    const brows = await category(payload, 'female/makeup-brows/brows')
    await expect(
      payload.update({
        collection: 'services-categories',
        id: brows.id,
        data: { slug: 'eyebrows' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/move them elsewhere/) })
    const nails = await category(payload, 'female/nails')
    await expect(
      payload.update({
        collection: 'services-categories',
        id: brows.id,
        data: { parent: nails.id },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400 })
    const tint = await payload.find({
      collection: 'services',
      where: { slug: { equals: 'brow-tint' } },
      overrideAccess: false,
    })
    expect(tint.docs[0]?.path).toBe('female/makeup-brows/brows/brow-tint')
  })

  it('renames an empty category freely', async () => {
    const payload = await testPayload()
    const hair = await category(payload, 'female/hair')
    const created = await payload.create({
      collection: 'services-categories',
      data: { name: 'Extensions', slug: 'hair-extensions', parent: hair.id, _status: 'published' },
      overrideAccess: true,
    })
    cleanup.push(() => payload.delete({ collection: 'services-categories', id: created.id, overrideAccess: true }))
    expect(created.path).toBe('female/hair/hair-extensions')
    expect(created.level).toBe('category')
    const renamed = await payload.update({
      collection: 'services-categories',
      id: created.id,
      data: { slug: 'extensions' },
      overrideAccess: true,
    })
    expect(renamed.path).toBe('female/hair/extensions')
  })

  it('refuses to delete a category that holds services, so nothing is left without an address', async () => {
    const payload = await testPayload()
    const beard = await category(payload, 'male/beard')
    await expect(
      payload.delete({ collection: 'services-categories', id: beard.id, overrideAccess: true }),
    ).rejects.toMatchObject({
      status: 400,
    })
    const shave = await payload.find({
      collection: 'services',
      where: { path: { equals: 'male/beard/wet-shave' } },
      overrideAccess: false,
    })
    expect(shave.docs).toHaveLength(1)
  })

  it('refuses a fourth level, a service address that a category already has, and a top group named like a salon', async () => {
    const payload = await testPayload()
    const colouring = await category(payload, 'female/hair/colouring')
    await expect(
      payload.create({
        collection: 'services-categories',
        data: { name: 'Too deep', slug: 'too-deep', parent: colouring.id },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/three levels/) })
    const hair = await category(payload, 'female/hair')
    await expect(
      payload.create({
        collection: 'services',
        data: { title: 'Clash', slug: 'styling', category: hair.id, duration: 30, _status: 'published' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/already has the address/) })
    await expect(
      payload.create({
        collection: 'services-categories',
        data: { name: 'Chelsea', slug: 'backstage-chelsea' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('validates drafts too: a draft without a slug is refused with a field message', async () => {
    const payload = await testPayload()
    const hair = await category(payload, 'female/hair/styling')
    await expect(
      payload.create({
        collection: 'services',
        draft: true,
        data: { title: 'Half written', category: hair.id, duration: 30, _status: 'draft' } as never,
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400, data: { errors: [expect.objectContaining({ path: 'slug' })] } })
  })
})

describe('staff accounts', () => {
  async function makeUser(payload: Payload, email: string, roles: ('admin' | 'editor')[]) {
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-password-1', name: email, roles },
      overrideAccess: true,
    })
    cleanup.push(() =>
      payload.delete({ collection: 'users', id: user.id, overrideAccess: true }).catch(() => undefined),
    )
    return { ...user, collection: 'users' as const }
  }

  it('an editor cannot make themselves an admin, nor create or delete staff', async () => {
    const payload = await testPayload()
    const editor = await makeUser(payload, 'editor@parlour.example', ['editor'])
    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { roles: ['admin'] },
      user: editor,
      overrideAccess: false,
    })
    expect(updated.roles).toEqual(['editor'])
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'sneaky@parlour.example', password: 'x-long-password-2', name: 'x', roles: ['admin'] },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    const admins = await payload.find({
      collection: 'users',
      where: { roles: { in: ['admin'] } },
      overrideAccess: true,
    })
    await expect(
      payload.delete({ collection: 'users', id: admins.docs[0]!.id, user: editor, overrideAccess: false }),
    ).rejects.toMatchObject({
      status: 403,
    })
  })

  it('the last admin cannot be demoted or deleted', async () => {
    const payload = await testPayload()
    const admins = await payload.find({
      collection: 'users',
      where: { roles: { in: ['admin'] } },
      overrideAccess: true,
    })
    expect(admins.docs).toHaveLength(1)
    const only = admins.docs[0]!
    await expect(
      payload.update({ collection: 'users', id: only.id, data: { roles: ['editor'] }, overrideAccess: true }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/last admin/),
    })
    await expect(payload.delete({ collection: 'users', id: only.id, overrideAccess: true })).rejects.toMatchObject({
      status: 400,
    })
    // With a second admin, the first may step down.
    const second = await makeUser(payload, 'second-admin@parlour.example', ['admin'])
    const demoted = await payload.update({
      collection: 'users',
      id: only.id,
      data: { roles: ['editor'] },
      overrideAccess: true,
    })
    expect(demoted.roles).toEqual(['editor'])
    await payload.update({ collection: 'users', id: only.id, data: { roles: ['admin'] }, overrideAccess: true })
    await payload.delete({ collection: 'users', id: second.id, overrideAccess: true })
  })
})
