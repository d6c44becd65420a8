/**
 * The origins a staff session cookie is honoured from (Payload's CSRF list): the site's public
 * address, and the server's own loopback addresses on its port — an admin opened at
 * http://127.0.0.1:3000 while SITE_URL says localhost is the same server, not another site. Any
 * other origin gets the cookie ignored, and the staff API says why (`wrongOriginMessage`).
 */
export function staffOrigins(siteUrl: string, port: string | undefined): string[] {
  const origins = [new URL(siteUrl).origin]
  const p = /^\d{1,5}$/.test(port ?? '') ? Number(port) : 3000
  for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.push(`http://${host}${p === 80 ? '' : `:${p}`}`)
  return [...new Set(origins)]
}

/** Why a signed-in admin's call from `origin` was not honoured, or null when that is not the cause. */
export function wrongOriginMessage(headers: Headers, allowed: string[], cookieName: string): string | null {
  const origin = headers.get('origin')
  if (!origin || allowed.includes(origin)) return null
  const hasCookie = (headers.get('cookie') ?? '').split(';').some((c) => c.trim().startsWith(`${cookieName}=`))
  if (!hasCookie) return null
  return `This page was opened at ${origin}, where the admin's sign-in is not accepted: open the admin at ${allowed[0]} (the site's address, SITE_URL) and try again.`
}
