import { cookieConsentString, hasCookieConsent } from './behaviour'

/** The cookie notice (src/ui/layout/cookie-notice.tsx): drawn by the server, `hidden`. */
export const COOKIE_NOTICE = '[data-cookie-notice]'

/**
 * Shows the notice while the `cookiesAccepted` cookie is absent (site.md §4, §9); its OK button sets
 * the cookie for 30 days and hides the notice. The notice is fixed, so showing it moves nothing.
 */
export function startCookieNotice(notice: HTMLElement): void {
  if (hasCookieConsent(document.cookie)) return
  notice.hidden = false
  notice.querySelector('button')?.addEventListener('click', () => {
    document.cookie = cookieConsentString(window.location.protocol === 'https:')
    notice.hidden = true
  })
}
