/**
 * The signed-in client's own details (PATCH /api/auth/me). The phone is how they sign in, so it is
 * not changed here; names and email are, each only when sent.
 */
import { z } from 'zod'

import { plainText } from '@/platform/validation/plain-text-schema'

import { emailSchema, firstNameSchema, type AuthClient, type AuthDeps } from './sign-in'

export const profileSchema = z.strictObject(
  {
    firstName: firstNameSchema.optional(),
    lastName: plainText(
      z.string({ error: 'Enter your last name as text.' }).trim().max(80, 'Use at most 80 characters.'),
    ).optional(),
    email: z.string({ error: 'Enter an email address as text.' }).trim().pipe(emailSchema).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Only firstName, lastName and email can be changed.'
        : 'Send the changes as an object.',
  },
)

export type ProfilePatch = z.infer<typeof profileSchema>

export async function updateProfile(deps: AuthDeps, client: AuthClient, patch: ProfilePatch): Promise<AuthClient> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
  if (!Object.keys(changes).length) return client
  return deps.store.updateClient(client.id, changes)
}
