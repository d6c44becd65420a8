/**
 * The one plain script of every public page (docs/plans/runtime-free-pages.md, slice R2): the
 * layout's behaviours without React, built by scripts/build-behaviours.mjs into
 * `public/_parlour/site-<hash>.js` and fetched by the page's inline start (start.ts) once the page
 * has loaded and been painted (decision 0061). Each behaviour finds its server-drawn element and does nothing without it.
 * The islands' loader comes in the same file: one request fewer while a phone's first screen loads
 * (decision 0060).
 */
import { startIslands } from '@/ui/islands/loader'

import { COOKIE_NOTICE, startCookieNotice } from './cookie-notice'
import { takeEarly } from './early'
import { HEADER, startHeader } from './header'
import { LOCALE_SWITCH, startLocaleSwitch } from './locale-switch'
import { MAIN_MENU, startMainMenu } from './main-menu'
import { MAP_ON_DEMAND, startMapOnDemand } from './map-on-demand'
import { startMotion } from './motion'
import { OFFLINE_STATUS, startOfflineStatus } from './offline-status'
import { startSpeculation } from './speculation'

function each<E extends Element>(selector: string, start: (element: E) => void) {
  for (const element of document.querySelectorAll<E>(selector)) {
    try {
      start(element)
    } catch (error) {
      // One behaviour that fails leaves the others working.
      console.error(error)
    }
  }
}

each<HTMLElement>(HEADER, startHeader)
each<HTMLElement>(MAIN_MENU, startMainMenu)
each<HTMLAnchorElement>(LOCALE_SWITCH, startLocaleSwitch)
each<HTMLElement>(COOKIE_NOTICE, startCookieNotice)
each<HTMLElement>(OFFLINE_STATUS, startOfflineStatus)
each<HTMLElement>(MAP_ON_DEMAND, startMapOnDemand)
each('html', startMotion)
each('head', startSpeculation)
each('html', startIslands)
// Every behaviour listens now (tests wait for this before scrolling or going offline); last, what
// the visitor reached for before this script ran (start.ts, decision 0061).
document.documentElement.dataset.script = 'ready'
takeEarly()
