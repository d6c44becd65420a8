import { signedInClientId } from '@/features/sign-in'
import { payloadClient } from '@/platform/db/payload'
import { consumeRateLimit } from '@/platform/db/rate-limits'
import { handle, json, problem } from '@/platform/http/api'
import { requestIp } from '@/platform/http/request-ip'

import { formatVoucherCode } from '../domain/code'
import { payloadVoucherStore } from '../engine/payload-store'
import { lookUpVoucher } from '../use-cases/look-up'

/** Look-ups per network address and per signed-in client: plenty for a person, nothing for a guesser. */
export const LOOKUPS_PER_IP = { limit: 20, windowSeconds: 3600 }
export const LOOKUPS_PER_CLIENT = { limit: 20, windowSeconds: 3600 }

const pounds = (pence: number) => pence / 100

/** The code as typed in the address; a malformed escape (`%ZZ`) is read as it stands, and then is not a code. */
function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * GET /api/vouchers/{code}: a voucher as its holder may see it — what it is for, what is left and
 * until when. 404 for a code that is not a voucher (one message, whatever the reason), 400 for a
 * mistyped one, 429 past the look-up limits.
 */
export const getVoucher = handle(async (request: Request, { params }: { params: Promise<{ code: string }> }) => {
  const payload = await payloadClient()
  const clientId = await signedInClientId(request)
  const limits = [
    consumeRateLimit(`voucher:ip:${requestIp(request)}`, { ...LOOKUPS_PER_IP, payload }),
    ...(clientId ? [consumeRateLimit(`voucher:client:${clientId}`, { ...LOOKUPS_PER_CLIENT, payload })] : []),
  ]
  const refused = (await Promise.all(limits)).find((l) => !l.allowed)
  if (refused)
    return problem(
      429,
      { message: 'Too many voucher codes tried. Please wait a little and try again.', reason: 'rate_limited' },
      { 'retry-after': String(refused.retryAfterSeconds) },
    )
  const found = await lookUpVoucher(payloadVoucherStore(payload), decoded((await params).code), new Date())
  if (!found.ok)
    return problem(found.reason === 'mistyped' ? 400 : 404, { message: found.message, reason: found.reason })
  const v = found.voucher
  return json(
    {
      voucher: {
        code: formatVoucherCode(v.code),
        kind: v.kind,
        service: v.serviceId,
        amount: pounds(v.amount),
        remaining: pounds(v.remaining),
        currency: 'gbp',
        status: v.status,
        expiresAt: v.expiresAt.toISOString(),
      },
    },
    200,
    { 'cache-control': 'no-store' },
  )
})
