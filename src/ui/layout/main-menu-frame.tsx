'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useRef } from 'react'

const OPEN_DELAY_MS = 120
const CLOSE_DELAY_MS = 200

const PANEL = '[popover]'
const OPEN_PANEL = '[popover]:popover-open'

function hide(panel: Element | null | undefined) {
  if (panel instanceof HTMLElement && panel.matches(':popover-open')) panel.hidePopover()
}

/**
 * The main menu's `<nav>` and its behaviour over the server-drawn popover panels (main-menu.tsx):
 * - a mouse resting on an entry (its link, button or panel) opens its panel after 120 ms, at once
 *   when another panel is open, and leaving it closes the panel after 200 ms; a click on the
 *   button of a panel the mouse opened keeps it open;
 * - ↓ on a button opens its panel and focuses its first link; ↓/↑ walk the panel's links;
 * - the panel sits under the header;
 * - a chosen link, focus leaving the entry, and every route change close the panel.
 */
export function MenuFrame({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const nav = useRef<HTMLElement>(null)
  const pathname = usePathname()

  useEffect(() => hide(nav.current?.querySelector(OPEN_PANEL)), [pathname])

  useEffect(() => {
    const root = nav.current
    if (!root) return
    let openTimer: number | undefined
    let closeTimer: number | undefined
    let openedByHover: Element | null = null
    const off: (() => void)[] = []
    const on = <K extends keyof HTMLElementEventMap>(
      target: HTMLElement,
      type: K,
      listener: (event: HTMLElementEventMap[K]) => void,
    ) => {
      target.addEventListener(type, listener)
      off.push(() => target.removeEventListener(type, listener))
    }

    for (const item of root.querySelectorAll<HTMLElement>('[data-menu-key]')) {
      const panel = item.querySelector<HTMLElement>(PANEL)
      const button = item.querySelector<HTMLButtonElement>('button[popovertarget]')
      if (!panel || !button) continue
      const links = () => [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')]
      const show = () => {
        if (!panel.matches(':popover-open')) panel.showPopover()
      }

      on(panel, 'beforetoggle', (event) => {
        if (event.newState !== 'open') return
        const header = root.closest('header')
        if (header) panel.style.top = `${Math.max(0, header.getBoundingClientRect().bottom)}px`
      })
      on(panel, 'toggle', (event) => {
        if (event.newState !== 'open' && openedByHover === panel) openedByHover = null
      })
      on(item, 'pointerenter', (event) => {
        if (event.pointerType !== 'mouse') return
        window.clearTimeout(closeTimer)
        window.clearTimeout(openTimer)
        if (panel.matches(':popover-open')) return
        const delay = root.querySelector(OPEN_PANEL) ? 0 : OPEN_DELAY_MS
        openTimer = window.setTimeout(() => {
          show()
          openedByHover = panel
        }, delay)
      })
      on(item, 'pointerleave', (event) => {
        if (event.pointerType !== 'mouse') return
        window.clearTimeout(openTimer)
        closeTimer = window.setTimeout(() => hide(panel), CLOSE_DELAY_MS)
      })
      on(button, 'click', (event) => {
        // A mouse click on a panel the pointer has just opened keeps it open instead of toggling it shut.
        if (event.detail > 0 && openedByHover === panel && panel.matches(':popover-open')) {
          event.preventDefault()
          openedByHover = null
        }
      })
      on(item, 'keydown', (event) => {
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
      on(item, 'focusout', (event) => {
        // Only when focus moves on to something else (Tab), not when the window or the page loses it.
        const next = event.relatedTarget
        if (next instanceof Node && !item.contains(next)) hide(panel)
      })
      on(panel, 'click', (event) => {
        if ((event.target as Element).closest('a[href]')) hide(panel)
      })
    }
    return () => {
      window.clearTimeout(openTimer)
      window.clearTimeout(closeTimer)
      off.forEach((remove) => remove())
    }
  }, [])

  return (
    <nav ref={nav} className={className} aria-label={label}>
      {children}
    </nav>
  )
}
