import { URL_PREFIX } from '@/platform/i18n/routing'

/** Site paths that are applications or private, in both languages: never fetched ahead. */
const NOT_AHEAD = ['/account/', '/book/']

/**
 * The speculation rules of every public page (in place of the App Router's prefetch): a link to a
 * page of this site is fetched when the visitor shows intent (hover, or pointer down on a phone;
 * `eagerness: moderate`), so the click opens a page already there. Not the API, the admin, the
 * account or the booking page, not a Book link that opens the widget (`data-opens-dialog`), and not
 * a link marked `data-prefetch="false"`.
 */
export function speculationRules() {
  const privatePaths = NOT_AHEAD.flatMap((path) => Object.values(URL_PREFIX).map((prefix) => `${prefix}${path}*`))
  const not = (where: object) => ({ not: where })
  return {
    prefetch: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            ...['/api/*', '/admin/*', ...privatePaths].map((pattern) => not({ href_matches: pattern })),
            not({ selector_matches: '[data-opens-dialog], [data-prefetch="false"], [download], [target="_blank"]' }),
          ],
        },
        eagerness: 'moderate',
      },
    ],
  }
}

/** Adds the rules to the page, where the browser knows them (Chromium); elsewhere links load as they are. */
export function startSpeculation(): void {
  if (!HTMLScriptElement.supports?.('speculationrules')) return
  const script = document.createElement('script')
  script.type = 'speculationrules'
  script.textContent = JSON.stringify(speculationRules())
  document.head.append(script)
}
