import { ISLAND_ATTRIBUTE, OPENS_BOOKING } from '@/ui/islands/kinds'

import { LOCALE_SWITCH } from './locale-switch'
import { MAP_ON_DEMAND } from './map-on-demand'

/**
 * What start.ts holds while the page's script is on its way (decision 0061): clicks on the
 * elements the script gives a meaning to, and submissions of the forms it opens in a dialog.
 */
export const EARLY_LAUNCHERS = [
  `[${ISLAND_ATTRIBUTE}]`,
  `a[href][${OPENS_BOOKING}]`,
  LOCALE_SWITCH,
  `${MAP_ON_DEMAND} a`,
].join(', ')
export const EARLY_FORMS = `form[${OPENS_BOOKING}]`

/** What start.ts leaves for the script: `take()` stops holding and hands over the last held reach. */
export interface EarlyReach {
  take(): (() => void) | null
}

declare global {
  interface Window {
    parlourEarly?: EarlyReach
  }
}

/** Called by site.ts once every behaviour listens: carries out what the visitor reached for meanwhile. */
export function takeEarly(): void {
  const action = window.parlourEarly?.take()
  delete window.parlourEarly
  action?.()
}
