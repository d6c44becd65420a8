import { z } from 'zod'

import type { Locale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'

import { isSitePath, NAME_MAX_LENGTH, normalisePhone, phoneDigits } from './rules'
import { plainText } from '@/platform/validation/plain-text-schema'

/** POST /api/callback's body, checked by zod with messages in the visitor's language. */

export type CallbackField = 'name' | 'phone' | 'consent' | 'path'

/** The request body's schema, with messages in `locale`. */
export function callbackSchema(locale: Locale) {
  const t = messages(locale)
  return z.object({
    name: plainText(
      z
        .string({ error: t.callbackNameRequired })
        .trim()
        .min(1, t.callbackNameRequired)
        .max(NAME_MAX_LENGTH, t.callbackNameTooLong),
      { message: t.callbackNamePlainText },
    ),
    phone: z
      .string({ error: t.callbackBadPhone })
      .refine((v) => phoneDigits(v) !== null, t.callbackBadPhone)
      .transform(normalisePhone),
    consent: z.literal(true, { error: t.callbackConsentRequired }),
    path: z.string({ error: t.callbackBadRequest }).refine(isSitePath, t.callbackBadRequest),
    locale: z.enum(['en', 'uk']).optional(),
  })
}

export type CallbackInput = z.output<ReturnType<typeof callbackSchema>>

/** Field → first message, for `{ errors }` answers and the form. */
export function fieldErrors(error: z.ZodError): Partial<Record<CallbackField, string>> {
  const out: Partial<Record<CallbackField, string>> = {}
  for (const issue of error.issues) {
    const field = (issue.path[0] ?? 'path') as CallbackField
    out[field] ??= issue.message
  }
  return out
}
