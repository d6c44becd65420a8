/**
 * The request bodies the sign-in routes validate with (src/features/sign-in/routes.ts). Only zod, so the
 * OpenAPI document is generated from them (src/features/booking/http/openapi-write.ts).
 */
import { z } from 'zod'

import { profileSchema } from './profile'
import { registrationSchema } from './sign-in'

/** The language of the page the client signs in from: the text and the refusals are in it. */
const locale = z
  .enum(['en', 'uk'], 'The locale is en or uk.')
  .optional()
  .meta({ description: 'The language of the text and of the refusals (en).' })

const codeBody = z.object({
  phone: z
    .string({ error: 'Enter your mobile number.' })
    .meta({ description: 'UK mobile number first; Ukrainian accepted.' }),
  locale,
})

/** POST /api/my-data/erase-code (and any code confirming a step): the body is optional. */
const confirmCodeBody = z.object({ locale })

const REGISTRATION_KEYS = ['firstname', 'lastname', 'sex', 'email'] as const

/**
 * With `authId` and `code` only: sign in a known client. With any registration field too: register
 * (then `firstname` is required) and sign in.
 */
const verifyBody = z
  .object({
    authId: z.string({ error: 'The sign-in has expired: ask for a new code.' }).min(1).max(64),
    code: z
      .string({ error: 'Enter the code from the text message.' })
      .trim()
      .regex(/^\d{4}(\d{2})?$/, 'Enter the code from the text message.')
      .meta({ description: 'The digits from the text: 6, or 4 when the booking system texted it (`codeLength`).' }),
    // Checked together in the second step below, so a registration's messages come in one answer.
    firstname: z.unknown().optional().meta({ type: 'string', description: 'Required when registering.' }),
    lastname: z.unknown().optional().meta({ type: 'string' }),
    sex: z
      .unknown()
      .optional()
      .meta({
        type: 'string',
        enum: ['female', 'male', 'Female', 'Male'],
        description: 'Female by default; any letter case.',
      }),
    email: z.unknown().optional().meta({ type: 'string', description: 'An email address, or empty.' }),
    locale,
  })
  .transform((body, ctx) => {
    const registering = REGISTRATION_KEYS.some((k) => body[k] !== undefined)
    if (!registering) return { authId: body.authId, code: body.code, locale: body.locale, registration: undefined }
    const parsed = registrationSchema.safeParse({
      firstname: body.firstname,
      lastname: body.lastname,
      sex: body.sex === '' ? undefined : body.sex,
      email: body.email,
    })
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
      return z.NEVER
    }
    return { authId: body.authId, code: body.code, locale: body.locale, registration: parsed.data }
  })

export const authRequestBodies = {
  code: codeBody,
  verify: verifyBody,
  confirmCode: confirmCodeBody,
  profile: profileSchema,
}
