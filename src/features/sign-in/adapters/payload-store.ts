import { relationId } from '@/platform/db/relation-id'
import { nullUnlessBusy } from '@/platform/http/admission'
import type { Payload } from 'payload'

import type { Client } from '@/cms/payload-types'
import { consentOf, flagsOf, NO_MARKETING } from '@/features/booking/contract'
import { consumeRateLimit } from '@/platform/db/rate-limits'

import type { AuthClient, AuthStore, Limiter, StoredSession } from '../sign-in'

const date = (v: string | null | undefined): Date | null => (v ? new Date(v) : null)

export function toAuthClient(c: Client): AuthClient {
  return {
    id: c.id,
    phone: c.phone ?? '', // an erased client has none, and no session to come back with
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    sex: c.sex ?? 'female',
    email: c.email ?? '',
    marketing: consentOf(c),
    marketingChangedAt: date(c.marketingChangedAt),
  }
}

/** Sign-in codes, clients and sessions in Payload (staff-only collections, written here only). */
export function payloadAuthStore(payload: Payload): AuthStore {
  const common = { overrideAccess: true, depth: 0 } as const
  return {
    async createCode(code) {
      await payload.create({
        collection: 'auth-codes',
        data: { ...code, expiresAt: code.expiresAt.toISOString(), attempts: 0 },
        ...common,
      })
    },
    async findCode(authId) {
      const { docs } = await payload.find({
        collection: 'auth-codes',
        where: { authId: { equals: authId } },
        limit: 1,
        ...common,
      })
      const d = docs[0]
      if (!d) return null
      return {
        id: d.id,
        authId: d.authId,
        phone: d.phone,
        codeHash: d.codeHash,
        expiresAt: new Date(d.expiresAt),
        usedAt: date(d.usedAt),
        outsideAuthId: d.outsideAuthId ?? null,
      }
    },
    async updateCode(id, patch) {
      await payload.update({
        collection: 'auth-codes',
        id,
        data: {
          ...(patch.attempts !== undefined ? { attempts: patch.attempts } : {}),
          ...(patch.usedAt ? { usedAt: patch.usedAt.toISOString() } : {}),
          ...(patch.verifiedAt ? { verifiedAt: patch.verifiedAt.toISOString() } : {}),
        },
        ...common,
      })
    },
    async findClientByPhone(phone) {
      const { docs } = await payload.find({
        collection: 'clients',
        where: { phone: { equals: phone } },
        limit: 1,
        ...common,
      })
      return docs[0] ? toAuthClient(docs[0]) : null
    },
    async findClient(id) {
      // Not there is null; a database too busy to answer is not "signed out" (it goes on to a 503).
      const doc = await payload.findByID({ collection: 'clients', id, ...common }).catch(nullUnlessBusy)
      return doc ? toAuthClient(doc) : null
    },
    async createClient(client) {
      const doc = await payload.create({
        collection: 'clients',
        // No offers until the client says yes in their account (UK GDPR / PECR opt-in).
        data: { ...client, email: client.email || undefined, ...NO_MARKETING },
        ...common,
      })
      return toAuthClient(doc)
    },
    async updateClient(id, { marketing, ...patch }) {
      const data = {
        ...patch,
        ...(patch.email !== undefined ? { email: patch.email || null } : {}),
        ...(marketing ? flagsOf(marketing) : {}),
      }
      const doc = await payload.update({ collection: 'clients', id, data, ...common })
      return toAuthClient(doc)
    },
    async createSession(s) {
      await payload.create({
        collection: 'sessions',
        data: {
          tokenHash: s.tokenHash,
          family: s.family,
          client: Number(s.clientId),
          expiresAt: s.expiresAt.toISOString(),
        },
        ...common,
      })
    },
    async findSession(tokenHash) {
      const { docs } = await payload.find({
        collection: 'sessions',
        where: { tokenHash: { equals: tokenHash } },
        limit: 1,
        ...common,
      })
      const d = docs[0]
      if (!d) return null
      const session: StoredSession = {
        id: d.id,
        family: d.family,
        clientId: relationId(d.client)!,
        expiresAt: new Date(d.expiresAt),
        rotatedAt: date(d.rotatedAt),
        revokedAt: date(d.revokedAt),
      }
      return session
    },
    async markRotated(id, at) {
      await payload.update({ collection: 'sessions', id, data: { rotatedAt: at.toISOString() }, ...common })
    },
    async revokeFamily(family, at) {
      await payload.update({
        collection: 'sessions',
        where: { and: [{ family: { equals: family } }, { revokedAt: { exists: false } }] },
        data: { revokedAt: at.toISOString() },
        ...common,
      })
    },
  }
}

/** The database rate limiter (src/platform/db/rate-limits.ts) as the sign-in port. */
export function payloadLimiter(payload: Payload): Limiter {
  return {
    async consume(key, rule, now) {
      const r = await consumeRateLimit(key, { ...rule, now, payload })
      return { allowed: r.allowed, remaining: r.remaining, retryAfterSeconds: r.retryAfterSeconds }
    },
  }
}
