import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { FORWARD_CALLBACK_TASK } from './payload/forward-callback'
import { getEnv } from '@/platform/env'
import type { Locale } from '@/platform/i18n/locales'
import type { CallbackInput } from './validation'

import { payloadClient } from '@/platform/db/payload'

export interface CallbackOptions {
  payload?: Payload
  /** Where to forward it; defaults to CALLBACK_WEBHOOK_URL (none: stored only). */
  webhookUrl?: string | null
  /** The public origin the link is built on; defaults to SITE_URL. */
  siteUrl?: string
}

/**
 * Stores a visitor's callback request (status New, link = site origin + the page's path) and,
 * when a webhook is configured, queues the job that forwards it (src/features/callback/payload/forward-callback.ts)
 * — both in one transaction, so there is never a request without its job or a job without its
 * request. The input is already validated (features/callback/validation).
 */
export async function createCallbackRequest(
  input: CallbackInput,
  locale: Locale,
  options: CallbackOptions = {},
): Promise<{ id: number | string; link: string; forwarding: boolean }> {
  const payload = options.payload ?? (await payloadClient())
  const env = getEnv()
  const webhookUrl = options.webhookUrl === undefined ? env.callbackWebhookUrl : options.webhookUrl
  const origin = new URL(options.siteUrl ?? env.siteUrl).origin
  const link = `${origin}${input.path}`

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const doc = await payload.create({
      collection: 'callback-requests',
      data: {
        name: input.name,
        phone: input.phone,
        link,
        status: 'new',
        locale,
        forwarding: { status: webhookUrl ? 'pending' : 'off', attempts: 0 },
      },
      overrideAccess: true,
      req,
    })
    if (webhookUrl) {
      await payload.jobs.queue({
        task: FORWARD_CALLBACK_TASK,
        input: { requestId: String(doc.id), url: webhookUrl },
        req,
      })
    }
    await commitTransaction(req)
    return { id: doc.id, link, forwarding: Boolean(webhookUrl) }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
