/**
 * The id of a Payload relationship value, whether populated (`{ id, … }`) or not (the bare id):
 * the one helper every layer uses for it.
 */

/** The id; `null` when the value is unset (`null`, `undefined` or `''`). */
export function relationId(value: unknown): number | string | null {
  if (value == null || value === '') return null
  if (typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return value as number | string
}

/** The id as a string, as the booking ports carry ids; `''` when unset. */
export function relationKey(value: unknown): string {
  const id = relationId(value)
  return id == null ? '' : String(id)
}
