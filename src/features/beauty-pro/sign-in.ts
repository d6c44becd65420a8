/**
 * Sign-in through Beauty Pro's client SMS flow (IntegrationWithAggregators.md "Client login"; the
 * old product's calls, spec §7): Beauty Pro texts a 4-digit code and, for the right code, answers
 * the client's tokens. They are kept sealed on the server for Parlour's client (never in a cookie,
 * a page or an answer), with the client's Beauty Pro id on Parlour's client record.
 */
import type { Payload } from 'payload'

import { type BeautyProApi, type ClientGrant, isBeautyProError } from './api/api'
import { payloadGrantStore } from './grants'
import { shareFor } from '@/platform/cache/share'

import type { OutsideCheck, OutsideSignIn, Registration } from '@/features/sign-in/contract'

/** Beauty Pro's codes have four digits. */
export const BEAUTY_PRO_CODE_LENGTH = 4

interface BpProfile {
  firstname?: string | null
  lastname?: string | null
  gender?: string | null
  email?: string[] | string | null
}

export function beautyProSignIn(payload: Payload, api: BeautyProApi, secret: string): OutsideSignIn {
  const grants = payloadGrantStore<ClientGrant>(payload, 'beautypro', secret)

  // The salon a sign-in names (the old product sent one; registration needs it): the first active.
  const location = shareFor(60_000, async () => {
    const list = await api.get<{ id: string; active?: boolean }[]>('/locations', { fields: 'active' })
    return list.find((l) => l.active !== false)?.id
  })

  async function profileOf(grant: ClientGrant, registration: Registration | undefined) {
    if (registration)
      return {
        firstName: registration.firstname,
        lastName: registration.lastname,
        sex: registration.sex,
        email: registration.email,
      }
    const me = await api.clientCall<BpProfile>(grant, async () => undefined, 'GET', '/clients/me', {
      query: { fields: 'firstname,lastname,gender,email' },
    })
    const email = Array.isArray(me?.email) ? me.email[0] : me?.email
    return {
      firstName: me?.firstname ?? '',
      lastName: me?.lastname ?? '',
      sex: me?.gender === 'male' ? ('male' as const) : ('female' as const),
      email: email ?? '',
    }
  }

  return {
    codeLength: BEAUTY_PRO_CODE_LENGTH,

    async send(phone) {
      try {
        const { authId } = await api.sendClientCode(phone.replace(/\D/g, ''))
        return { ok: true, authId }
      } catch (error) {
        // One text per phone a minute: Beauty Pro's `401 BLOCKED` says how long to wait.
        if (isBeautyProError(error) && error.type === 'BLOCKED') {
          const after = Number(error.body.unblockAfter)
          return { ok: false, retryAfterSeconds: Number.isFinite(after) && after > 0 ? Math.ceil(after) : 60 }
        }
        throw error
      }
    },

    async check({ authId, code, registration }): Promise<OutsideCheck> {
      let grant: ClientGrant
      try {
        grant = await api.checkClientCode({
          authId,
          code,
          location: await location(),
          registration: registration && {
            firstname: registration.firstname,
            lastname: registration.lastname,
            sex: registration.sex === 'male' ? 'Male' : 'Female',
            email: registration.email,
          },
        })
      } catch (error) {
        if (!isBeautyProError(error)) throw error
        if (error.status === 404) return { kind: 'unknown' }
        if (error.status === 401 && error.type === 'INVALID') return { kind: 'wrong' }
        if (error.status === 401 || error.status === 400) return { kind: 'ended' }
        throw error
      }
      const profile = await profileOf(grant, registration)
      return {
        kind: 'client',
        profile,
        async keep(clientId) {
          await grants.put(String(clientId), grant)
          await payload.update({
            collection: 'clients',
            id: clientId,
            data: { crmId: grant.clientId },
            overrideAccess: true,
          })
        },
      }
    },

    forget: (clientId) => grants.remove(String(clientId)),
  }
}
