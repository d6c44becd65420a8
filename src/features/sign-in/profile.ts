/**
 * The signed-in client's own details (PATCH /api/auth/me). The phone is how they sign in, so it is
 * not changed here; names, email and the marketing consent per channel are, each only when sent.
 */
import { z } from 'zod'

import { plainText } from '@/platform/validation/plain-text-schema'

import { emailSchema, firstNameSchema, type AuthClient, type AuthDeps, type ClientPatch } from './sign-in'

const channel = (name: string) =>
  z.boolean({ error: `marketing.${name} is true (send me offers) or false.` }).optional()

/** `{ sms?, email? }`: true to agree to offers and news by that channel, false to withdraw. */
const marketingSchema = z.strictObject(
  { sms: channel('sms'), email: channel('email') },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'marketing takes sms and email only.'
        : 'Send marketing as an object: { "sms": true|false, "email": true|false }.',
  },
)

export const profileSchema = z.strictObject(
  {
    firstName: firstNameSchema.optional(),
    lastName: plainText(
      z.string({ error: 'Enter your last name as text.' }).trim().max(80, 'Use at most 80 characters.'),
    ).optional(),
    email: z.string({ error: 'Enter an email address as text.' }).trim().pipe(emailSchema).optional(),
    marketing: marketingSchema.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Only firstName, lastName, email and marketing can be changed.'
        : 'Send the changes as an object.',
  },
)

export type ProfilePatch = z.infer<typeof profileSchema>

export async function updateProfile(deps: AuthDeps, client: AuthClient, patch: ProfilePatch): Promise<AuthClient> {
  const defined = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>
  const { marketing, ...details } = patch
  const changes: ClientPatch = defined(details)
  const consent = marketing && defined(marketing)
  if (consent && Object.keys(consent).length) changes.marketing = consent
  if (!Object.keys(changes).length) return client
  return deps.store.updateClient(client.id, changes)
}
