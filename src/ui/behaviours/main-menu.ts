/** The desktop main menu's `<nav>` (src/ui/layout/main-menu.tsx): server-drawn popover panels. */
export const MAIN_MENU = 'nav[data-main-menu]'

export const OPEN_DELAY_MS = 120
export const CLOSE_DELAY_MS = 200

const PANEL = '[popover]'
const OPEN_PANEL = '[popover]:popover-open'

function hide(panel: Element | null | undefined) {
  if (panel instanceof HTMLElement && panel.matches(':popover-open')) panel.hidePopover()
}

/**
 * What the popover panels get beyond the browser's own (Enter/Space, Escape, light dismiss, one
 * open at a time; docs/decisions/0054):
 * - a mouse resting on an entry (its link, button or panel) opens its panel after 120 ms, at once
 *   when another panel is open (also when it was there before this script started), and leaving
 *   it closes the panel after 200 ms; a click on the button of a panel the mouse opened keeps it
 *   open;
 * - ↓ on a button opens its panel and focuses its first link; ↓/↑ walk the panel's links;
 * - the panel sits under the header;
 * - a chosen link and focus leaving the entry close the panel. (A link loads a new page, which
 *   starts with every panel closed; a page restored by Back is closed again on `pageshow`.)
 */
export function startMainMenu(root: HTMLElement): void {
  let openTimer: number | undefined
  let closeTimer: number | undefined
  let openedByHover: Element | null = null

  window.addEventListener('pageshow', () => hide(root.querySelector(OPEN_PANEL)))

  for (const item of root.querySelectorAll<HTMLElement>('[data-menu-key]')) {
    const panel = item.querySelector<HTMLElement>(PANEL)
    const button = item.querySelector<HTMLButtonElement>('button[popovertarget]')
    if (!panel || !button) continue
    const links = () => [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')]
    const show = () => {
      if (!panel.matches(':popover-open')) panel.showPopover()
    }

    panel.addEventListener('beforetoggle', (event) => {
      if ((event as ToggleEvent).newState !== 'open') return
      const header = root.closest('header')
      if (header) panel.style.top = `${Math.max(0, header.getBoundingClientRect().bottom)}px`
    })
    panel.addEventListener('toggle', (event) => {
      if ((event as ToggleEvent).newState !== 'open' && openedByHover === panel) openedByHover = null
    })
    const enter = () => {
      window.clearTimeout(closeTimer)
      window.clearTimeout(openTimer)
      if (panel.matches(':popover-open')) return
      const delay = root.querySelector(OPEN_PANEL) ? 0 : OPEN_DELAY_MS
      openTimer = window.setTimeout(() => {
        show()
        openedByHover = panel
      }, delay)
    }
    item.addEventListener('pointerenter', (event) => {
      if (event.pointerType === 'mouse') enter()
    })
    // The mouse came to rest on the entry before this script ran (decision 0061).
    if (window.matchMedia('(hover: hover)').matches && item.matches(':hover')) enter()
    item.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return
      window.clearTimeout(openTimer)
      closeTimer = window.setTimeout(() => hide(panel), CLOSE_DELAY_MS)
    })
    button.addEventListener('click', (event) => {
      // A mouse click on a panel the pointer has just opened keeps it open instead of toggling it shut.
      if (event.detail > 0 && openedByHover === panel && panel.matches(':popover-open')) {
        event.preventDefault()
        openedByHover = null
      }
    })
    item.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
      const list = links()
      const at = list.indexOf(event.target as HTMLAnchorElement)
      if (event.target === button && event.key === 'ArrowDown') {
        show()
        list[0]?.focus()
      } else if (at >= 0) {
        list[event.key === 'ArrowDown' ? Math.min(at + 1, list.length - 1) : Math.max(at - 1, 0)]?.focus()
      } else return
      event.preventDefault()
    })
    item.addEventListener('focusout', (event) => {
      // Only when focus moves on to something else (Tab), not when the window or the page loses it.
      const next = event.relatedTarget
      if (next instanceof Node && !item.contains(next)) hide(panel)
    })
    panel.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) hide(panel)
    })
  }
}
