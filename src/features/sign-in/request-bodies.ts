/**
 * The request bodies the sign-in routes validate with (src/features/sign-in/routes.ts). Only zod, so the
 * OpenAPI document is generated from them (src/features/booking/http/openapi-write.ts).
 */
import { z } from 'zod'

import { profileSchema } from './profile'
import { registrationSchema } from './sign-in'

const codeBody = z.object({
  phone: z
    .string({ error: 'Enter your mobile number.' })
    .meta({ description: 'UK mobile number first; Ukrainian accepted.' }),
})

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
  })
  .transform((body, ctx) => {
    const registering = REGISTRATION_KEYS.some((k) => body[k] !== undefined)
    if (!registering) return { authId: body.authId, code: body.code, registration: undefined }
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
    return { authId: body.authId, code: body.code, registration: parsed.data }
  })

export const authRequestBodies = { code: codeBody, verify: verifyBody, profile: profileSchema }
