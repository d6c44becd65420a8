import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import type { Env } from '@/platform/env'

import { SmsDeliveryError, storedBody, type SmsMessage, type SmsSender } from '../sms'

const GATEWAY_TIMEOUT_MS = 5000

type Record = { provider: string; status: 'sent' | 'failed'; error?: string }

async function log(payload: Payload, message: SmsMessage, record: Record): Promise<void> {
  await payload.create({
    collection: 'sms-messages',
    data: { to: message.to, body: storedBody(message), kind: message.kind, ...record },
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * The default: nothing leaves the machine. Each message is stored in the admin's SMS outbox (a
 * sign-in code masked) and appended to `file` as a JSON line `{"to","body","createdAt"}` with the
 * full text: the file stands in for the phone network, and tests and the demo read codes there.
 */
export function outboxSmsSender(payload: Payload, file: string): SmsSender {
  return {
    async send(message) {
      await log(payload, message, { provider: 'outbox', status: 'sent' })
      await mkdir(path.dirname(file), { recursive: true })
      const line = JSON.stringify({ to: message.to, body: message.body, createdAt: new Date().toISOString() })
      await appendFile(file, `${line}\n`, 'utf8')
    },
  }
}

/**
 * An HTTP SMS gateway: `POST url` with `{"to","body"}` as JSON and `Authorization: Bearer <token>`;
 * any 2xx is delivered. Each attempt is logged in the SMS outbox with its status (a sign-in code
 * masked).
 */
export function httpSmsSender(payload: Payload, gateway: { url: string; token?: string }): SmsSender {
  return {
    async send(message) {
      let error: string | undefined
      try {
        const response = await fetch(gateway.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, body: message.body }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        })
        if (!response.ok) error = `gateway answered ${response.status}`
      } catch (e) {
        error = `gateway unreachable: ${(e as Error).message}`
      }
      await log(payload, message, { provider: 'http', status: error ? 'failed' : 'sent', error })
      if (error) throw new SmsDeliveryError(error)
    },
  }
}

export function smsSenderFromEnv(payload: Payload, env: Env): SmsSender {
  if (env.smsProvider === 'http' && env.smsGatewayUrl)
    return httpSmsSender(payload, { url: env.smsGatewayUrl, token: env.smsGatewayToken })
  return outboxSmsSender(payload, env.smsOutboxFile)
}
