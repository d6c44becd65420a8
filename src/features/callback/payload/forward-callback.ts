import type { PayloadRequest, TaskConfig } from 'payload'

/**
 * Background job: sends a stored callback request to the outside webhook (the old product's
 * spreadsheet script; CALLBACK_WEBHOOK_URL). Retried with exponential back-off while the webhook
 * is down; the request row records how forwarding went, so staff see it in the admin and nothing
 * depends on the webhook being up.
 *
 * Body (JSON): `{ allMessage: { name, phone, link, status: 'New' }, id, createdAt }` — the old
 * product's shape plus the request's id so the receiver can drop a repeated delivery.
 */

export const FORWARD_CALLBACK_TASK = 'forwardCallback'

/** Retries after the first try: 2 s, 4 s, 8 s … about 2.3 hours in all before giving up. */
export const FORWARD_RETRIES = 12
const FIRST_RETRY_DELAY_MS = 2000
const REQUEST_TIMEOUT_MS = 10_000

type Input = { requestId: number | string; url: string }

async function record(req: PayloadRequest, id: number | string, data: Record<string, unknown>) {
  await req.payload.update({ collection: 'callback-requests', id, data, overrideAccess: true, req })
}

export const forwardCallbackTask: TaskConfig<{ input: Input; output: { status: number } }> = {
  slug: FORWARD_CALLBACK_TASK,
  label: 'Forward a callback request to the webhook',
  retries: { attempts: FORWARD_RETRIES, backoff: { type: 'exponential', delay: FIRST_RETRY_DELAY_MS } },
  inputSchema: [
    { name: 'requestId', type: 'text', required: true },
    { name: 'url', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'status', type: 'number' }],
  handler: async ({ input, req }) => {
    const doc = await req.payload.findByID({
      collection: 'callback-requests',
      id: input.requestId,
      overrideAccess: true,
      depth: 0,
      req,
    })
    const attempts = (doc.forwarding?.attempts ?? 0) + 1
    let failure: string
    try {
      const response = await fetch(input.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          allMessage: { name: doc.name, phone: doc.phone, link: doc.link ?? '', status: 'New' },
          id: String(doc.id),
          createdAt: doc.createdAt,
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        redirect: 'error',
      })
      // The body is not needed; release the connection.
      await response.body?.cancel()
      if (response.ok) {
        await record(req, doc.id, {
          forwarding: { status: 'delivered', attempts, lastError: null },
          forwardedAt: new Date().toISOString(),
        })
        return { output: { status: response.status } }
      }
      failure = `HTTP ${response.status}`
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error)
    }
    const status = attempts > FORWARD_RETRIES ? 'failed' : 'retrying'
    await record(req, doc.id, { forwarding: { status, attempts, lastError: failure.slice(0, 300) } })
    throw new Error(`Webhook refused callback request ${doc.id}: ${failure}`)
  },
}
