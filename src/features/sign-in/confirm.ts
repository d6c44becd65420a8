/**
 * A fresh code confirming a grave step of a signed-in client (issue 31: deleting their account). The
 * code is texted by Parlour to the client's own phone, under the same send limits as a sign-in code,
 * and checked like one (10 minutes, 5 tries, used once). It is bound to its purpose: a sign-in code
 * cannot confirm a deletion, nor a deletion code sign anybody in.
 */
import type { Locale } from '@/platform/i18n/locales'

import { generateCode, generateToken, keyedHash, sameHash } from './secrets'
import {
  checkCounted,
  codeGone,
  CODE_TTL_MINUTES,
  sendFailed,
  sendLimited,
  spendCode,
  verifyLimited,
  wrongCode,
  type AuthClient,
  type AuthDeps,
  type Failure,
} from './sign-in'
import { eraseSmsText } from './texts'

export type ConfirmPurpose = 'erase'

/** The text carrying the code, in the client's language (English by default). */
const MESSAGES: Record<ConfirmPurpose, (code: string, locale?: Locale) => string> = {
  erase: (code, locale) => eraseSmsText(locale, code, CODE_TTL_MINUTES),
}

const hashOf = (deps: AuthDeps, purpose: ConfirmPurpose, authId: string, code: string) =>
  keyedHash(deps.keys.code, authId, `${purpose}:${code}`)

export async function sendConfirmCode(
  deps: AuthDeps,
  input: { client: AuthClient; purpose: ConfirmPurpose; ip: string; locale?: Locale },
): Promise<{ ok: true; authId: string; codeLength: number } | Failure> {
  const now = deps.clock.now()
  const limited = await sendLimited(deps, input.client.phone, input.ip, now, input.locale)
  if (limited) return limited
  const authId = generateToken(18)
  const code = generateCode()
  await deps.store.createCode({
    authId,
    phone: input.client.phone,
    codeHash: hashOf(deps, input.purpose, authId, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
  })
  try {
    await deps.sms.send({
      to: input.client.phone,
      body: MESSAGES[input.purpose](code, input.locale),
      kind: 'code',
      secret: code,
    })
  } catch {
    return sendFailed(input.locale)
  }
  return { ok: true, authId, codeLength: 6 }
}

/** Checks the code sent for `purpose` to this client's phone; once right, it is used up. */
export async function checkConfirmCode(
  deps: AuthDeps,
  input: { client: AuthClient; purpose: ConfirmPurpose; authId: string; code: string; ip: string; locale?: Locale },
): Promise<{ ok: true } | Failure> {
  const { locale } = input
  const now = deps.clock.now()
  const limited = await verifyLimited(deps, input.ip, now, locale)
  if (limited) return limited
  const stored = await deps.store.findCode(input.authId)
  if (!stored || stored.usedAt || stored.expiresAt.getTime() <= now.getTime() || stored.phone !== input.client.phone)
    return codeGone(locale)
  const checks = await checkCounted(deps, stored, now, locale)
  if (!checks.ok) return checks
  if (!sameHash(hashOf(deps, input.purpose, stored.authId, input.code), stored.codeHash))
    return wrongCode(deps, stored, checks.remaining, locale)
  if (!(await spendCode(deps, stored, now))) return codeGone(locale)
  return { ok: true }
}
