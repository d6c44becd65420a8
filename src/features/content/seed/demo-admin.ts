/** The demo admin the seed signs in with: its credentials, and making sure it exists. */
import type { Payload, PayloadRequest } from 'payload'

export const DEMO_ADMIN = { email: 'demo@parlour.example', password: 'parlour-demo', name: 'Demo Admin' } as const

export async function demoAdminExists(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: DEMO_ADMIN.email } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

export async function ensureDemoAdmin(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: DEMO_ADMIN.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (existing.docs.length) return false
  await payload.create({
    collection: 'users',
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, name: DEMO_ADMIN.name, roles: ['admin'] },
    overrideAccess: true,
    req,
  })
  return true
}
