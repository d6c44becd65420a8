/**
 * The zod check for plain text (./plain-text.ts) that every request body with a name or free text
 * uses: sign-in and account details, the callback form, booking comments, the staff calendar.
 */
import type { z } from 'zod'

import { hasControlCharacters, PLAIN_TEXT_MESSAGE } from './plain-text'

/** `schema` refusing control and text-direction characters with `message` (tab and line breaks allowed when `multiline`). */
export function plainText<S extends z.ZodString>(
  schema: S,
  { multiline = false, message = PLAIN_TEXT_MESSAGE }: { multiline?: boolean; message?: string } = {},
): S {
  return schema.refine((text) => !hasControlCharacters(text, multiline), message) as S
}
