/**
 * The first words of script on every public page, written into it (not a request): it fetches the
 * page's one script (site.ts) once the page has loaded and its pictures have been painted, so that nothing of it
 * competes with the first screen's fonts, styles and pictures on a phone's connection (decision
 * 0061), and it holds a visitor's early reach until then:
 * - a plain click on something the script gives a meaning to (an island's button, a Book link, the
 *   language switch, a map's link) or the submission of a booking form is held, not lost: the
 *   script carries out the last one once it runs (`takeEarly`, site.ts);
 * - any pointer movement, touch, key or focus fetches the script at once, not after the page's load;
 *   and a page whose load never comes (a stalled picture) fetches it after five seconds.
 * A click with a modifier key or another button, on a link meant for another tab, or one a page's
 * own handler took, is the browser's as usual (the loader's `opensHere`). The script's address is
 * the element's `data-src`.
 *
 * Built by scripts/build-behaviours.mjs as a classic script (an IIFE, written into the manifest as
 * text); kept small, since every page carries it.
 */
import { launchClick, opensHere } from '@/ui/islands/launch'

import { EARLY_FORMS, EARLY_LAUNCHERS } from './early'

/** How long after the first frames with the page's pictures the script is fetched, unless reached for sooner. */
const SETTLE_MS = 150
/** The latest the script is fetched, counted from here, when the page's load never comes (a stalled picture). */
const LATEST_MS = 5000

const script = document.currentScript
const src = script instanceof HTMLScriptElement ? script.dataset.src : undefined
if (src) {
  let started = false
  let held: (() => void) | null = null

  const fetchScript = () => {
    if (started) return
    started = true
    const element = document.createElement('script')
    element.type = 'module'
    element.src = src
    document.head.append(element)
  }

  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return
    const launcher = event.target.closest<HTMLElement>(EARLY_LAUNCHERS)
    // The loader's own test: a plain left click nobody handled, not meant for another tab.
    if (!launcher || !opensHere(launchClick(event, launcher.getAttribute('target')))) return
    event.preventDefault()
    held = () => launcher.click()
    fetchScript()
  }

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches(EARLY_FORMS)) return
    event.preventDefault()
    const submitter = event.submitter
    held = () => form.requestSubmit(submitter)
    fetchScript()
  }

  // Bubble phase on window: after the page's own handlers (the booking page's React ones).
  window.addEventListener('click', onClick)
  window.addEventListener('submit', onSubmit)
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin']) {
    window.addEventListener(type, fetchScript, { once: true, passive: true })
  }
  // Once the page has loaded, its pictures and fonts are ready to draw, two frames have been drawn
  // after that (a page can load before its first frame: its pictures decode after it), and the
  // screen has had a moment to show them.
  const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(fetchScript, SETTLE_MS)))
  const afterLoad = () => {
    const shown = [...document.images].filter((image) => image.complete && image.naturalWidth > 0)
    const decoded = shown.map((image) => image.decode().catch(() => undefined))
    Promise.all([document.fonts.ready, ...decoded]).then(painted, painted)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  window.setTimeout(fetchScript, LATEST_MS)

  window.parlourEarly = {
    take() {
      window.removeEventListener('click', onClick)
      window.removeEventListener('submit', onSubmit)
      const action = held
      held = null
      return action
    },
  }
}
