/**
 * The order of a font-family list made of a face split into subsets (decision 0050).
 *
 * next/font writes one family per call, and a family's `style.fontFamily` may end in its own
 * "… Fallback" face, which has no unicode-range: put first, it would draw every Cyrillic letter in
 * the system fallback and the Cyrillic subset would never be used. So every subset comes first, in
 * the order given, and only then the fallbacks: the families' own ones, ours, then the generic ones.
 */
export function fontStack(subsetFamilies: readonly string[], fallbacks: readonly string[]): string {
  const faces: string[] = []
  const ownFallbacks: string[] = []
  for (const family of subsetFamilies) {
    for (const name of splitFamilies(family)) {
      const list = /fallback/i.test(name) ? ownFallbacks : faces
      if (!list.includes(name)) list.push(name)
    }
  }
  return [...faces, ...ownFallbacks, ...fallbacks].join(', ')
}

/** The names of a CSS font-family value, quotes kept ("'__a_1', '__a_Fallback_1'" → two names). */
function splitFamilies(value: string): string[] {
  return value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
}

/** Our own fallback faces (tokens.css): Times New Roman or Arial, or their metric twins on Linux. */
export const displayFallback = "'Parlour Display Fallback'"
export const textFallback = "'Parlour Text Fallback'"
