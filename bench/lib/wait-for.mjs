/** Resolves once `url` answers 2xx; fails after `timeoutMs` saying which address stayed silent. */
export async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 250))
  }
}
