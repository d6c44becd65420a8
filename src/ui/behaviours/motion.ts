import { LAYOUT } from './behaviour'

/** Elements that fade in when scrolled to: every card of a card grid and anything marked `data-animate`. */
const ANIMATED = '[data-animate-grid] > *, [data-animate]'

/**
 * Animate-on-scroll and parallax (site.md §9), on wide windows (> 1200 px) only and never under
 * prefers-reduced-motion; once per page. Content is visible without script: only elements still
 * below the fold when this runs are faded out, and each fades in once, over 1000 ms, when it comes
 * into view (cards of the 2nd and 3rd column 200/400 ms later, see globals.css). Both effects use
 * transform and opacity only, so nothing shifts. Narrowing the window or asking for less motion
 * turns both off.
 */
export function startMotion(): void {
  const wide = window.matchMedia(`(min-width: ${LAYOUT.desktopMinWidth}px)`)
  const calm = window.matchMedia('(prefers-reduced-motion: reduce)')
  const root = document.documentElement
  root.dataset.motion = wide.matches && !calm.matches ? 'on' : 'off'
  if (root.dataset.motion === 'off') return

  const reveal = new IntersectionObserver(
    (items) => {
      for (const item of items) {
        if (!item.isIntersecting) continue
        ;(item.target as HTMLElement).dataset.aos = 'in'
        reveal.unobserve(item.target)
      }
    },
    { threshold: 0.1 },
  )
  for (const element of document.querySelectorAll<HTMLElement>(ANIMATED)) {
    if (element.dataset.aos) continue
    if (element.getBoundingClientRect().top < window.innerHeight) {
      element.dataset.aos = 'done'
      continue
    }
    element.dataset.aos = 'pending'
    reveal.observe(element)
  }

  const layers = [...document.querySelectorAll<HTMLElement>('[data-parallax]')]
  let frame = 0
  const move = () => {
    frame = 0
    const middle = window.innerHeight / 2
    for (const layer of layers) {
      const box = layer.getBoundingClientRect()
      if (box.bottom < 0 || box.top > window.innerHeight) continue
      const offset = Math.max(-1, Math.min(1, (box.top + box.height / 2 - middle) / window.innerHeight))
      layer.style.setProperty('--parallax-shift', `${(offset * 4).toFixed(2)}%`)
    }
  }
  const onScroll = () => {
    if (!frame) frame = window.requestAnimationFrame(move)
  }
  if (layers.length) {
    layers.forEach((layer) => layer.setAttribute('data-parallax', 'on'))
    move()
    window.addEventListener('scroll', onScroll, { passive: true })
  }

  const stop = () => {
    root.dataset.motion = 'off'
    reveal.disconnect()
    window.removeEventListener('scroll', onScroll)
    if (frame) window.cancelAnimationFrame(frame)
    layers.forEach((layer) => {
      layer.setAttribute('data-parallax', '')
      layer.style.removeProperty('--parallax-shift')
    })
    // Whatever was still waiting shows at once.
    document.querySelectorAll<HTMLElement>('[data-aos="pending"]').forEach((el) => (el.dataset.aos = 'done'))
  }
  wide.addEventListener('change', stop, { once: true })
  calm.addEventListener('change', stop, { once: true })
}
