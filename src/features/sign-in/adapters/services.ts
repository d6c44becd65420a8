import type { Payload } from 'payload'

import { systemClock, type Clock } from '@/platform/clock'
import { smsSenderFromEnv } from '@/features/messaging'
import { getEnv } from '@/platform/env'
import { payloadClient } from '@/platform/db/payload'

import { deriveKey } from '../secrets'
import type { AuthDeps } from '../sign-in'

import { beautyProConnection, beautyProSignIn } from '@/features/beauty-pro'

import { payloadAuthStore, payloadLimiter } from './payload-store'

/** The sign-in use cases wired to Payload, the configured SMS provider and the system clock. */
export function authDepsFor(payload: Payload, clock: Clock = systemClock): AuthDeps {
  const env = getEnv()
  const beautyPro = beautyProConnection()
  return {
    store: payloadAuthStore(payload),
    limiter: payloadLimiter(payload),
    sms: smsSenderFromEnv(payload, env),
    clock,
    keys: { code: deriveKey(env.payloadSecret, 'auth-code'), session: deriveKey(env.payloadSecret, 'session') },
    ...(beautyPro ? { outside: beautyProSignIn(payload, beautyPro, env.payloadSecret) } : {}),
  }
}

export async function authDeps(): Promise<AuthDeps> {
  return authDepsFor(await payloadClient())
}
