/**
 * Answers derived from one snapshot of the catalogue, computed once per snapshot and key. The
 * catalogue's cache (adapters/cached-catalogue.ts) hands every request the same list object while
 * that list is current and a new object once it is read again, so an answer kept beside its list
 * can never outlive the data it came from. At most `maxKeys` answers are kept per snapshot (keys come
 * from query strings); beyond that they are computed and not kept.
 */
export function perSnapshot<S extends object, R>(
  compute: (snapshot: S, key: string) => R,
  maxKeys = 64,
): (snapshot: S, key: string) => R {
  const kept = new WeakMap<S, Map<string, R>>()
  return (snapshot, key) => {
    let answers = kept.get(snapshot)
    if (!answers) kept.set(snapshot, (answers = new Map()))
    if (answers.has(key)) return answers.get(key)!
    const answer = compute(snapshot, key)
    if (answers.size < maxKeys) answers.set(key, answer)
    return answer
  }
}
