/**
 * Handlers of /api/auth/* (the route files under src/app/api/auth re-export these). Documented in
 * docs/booking-api.md.
 */
import type { ClientView } from '@/features/booking/contract'
import { failureResponse, handle, json, parseBody } from '@/platform/http/api'

import { authDeps } from './adapters/services'
import { requestIp } from '@/platform/http/request-ip'

import { clearedMarkerCookie, sessionToken, signedInCookies, signedOutCookies, withCookies } from './http'
import { checkConfirmCode, sendConfirmCode, type ConfirmPurpose } from './confirm'
import { updateProfile } from './profile'
import { authRequestBodies as bodies } from './request-bodies'
import { currentClient, refreshSession, signOut } from './sessions'
import { requestCode, verifyCode, type AuthClient, type IssuedSession } from './sign-in'

export const clientJson = (c: AuthClient): ClientView => ({
  id: String(c.id),
  phone: c.phone,
  firstName: c.firstName,
  lastName: c.lastName,
  sex: c.sex,
  email: c.email,
  marketing: { ...c.marketing, changedAt: c.marketingChangedAt?.toISOString() ?? null },
})

function signedIn(request: Request, session: IssuedSession): Response {
  return withCookies(
    json({ client: clientJson(session.client) }),
    signedInCookies(request, session.token, session.expiresAt),
  )
}

/** A 401 also clears the marker, so pages stop asking the account API until the next sign-in. */
const signedOutAnswer = (request: Request, failure: Parameters<typeof failureResponse>[0]) =>
  withCookies(failureResponse(failure), [clearedMarkerCookie(request)])

export const postCode = handle(async (request: Request) => {
  const body = await parseBody(request, bodies.code)
  const result = await requestCode(await authDeps(), { phone: body.phone, locale: body.locale, ip: requestIp(request) })
  return result.ok ? json({ authId: result.authId, codeLength: result.codeLength }) : failureResponse(result)
})

export const postVerify = handle(async (request: Request) => {
  const body = await parseBody(request, bodies.verify)
  const result = await verifyCode(await authDeps(), { ...body, ip: requestIp(request) })
  if (!result.ok) return failureResponse(result)
  if (result.registrationRequired) return json({ registrationRequired: true })
  return signedIn(request, result.session)
})

export const postRefresh = handle(async (request: Request) => {
  const result = await refreshSession(await authDeps(), sessionToken(request))
  if (!result.ok) return withCookies(failureResponse(result), signedOutCookies(request))
  return signedIn(request, result.session)
})

export const postSignOut = handle(async (request: Request) => {
  await signOut(await authDeps(), sessionToken(request))
  return withCookies(json({ signedOut: true }), signedOutCookies(request))
})

export const getMe = handle(async (request: Request) => {
  const result = await currentClient(await authDeps(), sessionToken(request))
  return result.ok ? json({ client: clientJson(result.client) }) : signedOutAnswer(request, result)
})

/**
 * PATCH /api/auth/me: the signed-in client changes their name, email or marketing consent (the phone
 * is their sign-in).
 */
export const patchMe = handle(async (request: Request) => {
  const deps = await authDeps()
  const current = await currentClient(deps, sessionToken(request))
  if (!current.ok) return signedOutAnswer(request, current)
  const body = await parseBody(request, bodies.profile)
  const client = await updateProfile(deps, current.client, body)
  return json({ client: clientJson(client) })
})

/** The id of the client signed in on this request, or null. */
export async function signedInClientId(request: Request): Promise<string | null> {
  const result = await currentClient(await authDeps(), sessionToken(request))
  return result.ok ? String(result.client.id) : null
}

/**
 * The handler texting the signed-in client a fresh code confirming `purpose` (e.g. POST
 * /api/my-data/erase-code): `{ authId, codeLength }`, 401 when nobody is signed in, 429 past the
 * send limits.
 */
export const confirmCodeHandler = (purpose: ConfirmPurpose) =>
  handle(async (request: Request) => {
    const deps = await authDeps()
    const current = await currentClient(deps, sessionToken(request))
    if (!current.ok) return signedOutAnswer(request, current)
    // The body is optional: `{ locale }` names the language of the text.
    const body = request.headers.get('content-type')
      ? await parseBody(request, bodies.confirmCode)
      : { locale: undefined }
    const result = await sendConfirmCode(deps, {
      client: current.client,
      purpose,
      locale: body.locale,
      ip: requestIp(request),
    })
    return result.ok ? json({ authId: result.authId, codeLength: result.codeLength }) : failureResponse(result)
  })

/** The signed-in client once the code confirming `purpose` is right; else the answer to give. */
export async function confirmedClient(
  request: Request,
  purpose: ConfirmPurpose,
  body: { authId: string; code: string },
): Promise<{ ok: true; clientId: string } | { ok: false; response: Response }> {
  const deps = await authDeps()
  const current = await currentClient(deps, sessionToken(request))
  if (!current.ok) return { ok: false, response: signedOutAnswer(request, current) }
  const checked = await checkConfirmCode(deps, { client: current.client, purpose, ...body, ip: requestIp(request) })
  if (!checked.ok) return { ok: false, response: failureResponse(checked) }
  return { ok: true, clientId: String(current.client.id) }
}

/** `response` with the session cookies cleared (the client is signed out on this browser). */
export const signedOutWith = (request: Request, response: Response) => withCookies(response, signedOutCookies(request))
