'use client'

import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { usePathname } from 'next/navigation'
import { type PointerEvent, type SyntheticEvent, useEffect, useRef, useState } from 'react'

import styles from './main-menu.module.css'
import type { MenuEntry, MenuLink, MenuSection } from './menu-model'
import { UiIcon } from './ui-icon'

/** Keeps Radix's own hover handling out: the whole menu item (link, button and panel) is the hover area. */
const skipRadixHover = (event: SyntheticEvent) => event.preventDefault()

const OPEN_DELAY_MS = 120
const CLOSE_DELAY_MS = 200

function PanelLink({ link, newTab, className }: { link: MenuLink; newTab: string; className?: string }) {
  return (
    <NavigationMenu.Link asChild>
      {link.external ? (
        <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label}
          <span className="visually-hidden"> {newTab}</span>
        </a>
      ) : (
        <a className={className} href={link.href}>
          {link.label}
        </a>
      )}
    </NavigationMenu.Link>
  )
}

function Panel({ sections, newTab }: { sections: MenuSection[]; newTab: string }) {
  return (
    <div className={styles.panelInner}>
      {sections.map((section) => (
        <div key={section.key} className={styles.column}>
          {section.heading &&
            (section.heading.href ? (
              <PanelLink link={section.heading as MenuLink} newTab={newTab} className={styles.heading} />
            ) : (
              <p className={styles.heading}>{section.heading.label}</p>
            ))}
          <ul className={styles.links}>
            {section.links.map((link) => (
              <li key={link.href}>
                <PanelLink link={link} newTab={newTab} className={link.children?.length ? styles.strong : undefined} />
                {link.children && link.children.length > 0 && (
                  <ul className={styles.children}>
                    {link.children.map((child) => (
                      <li key={child.href}>
                        <PanelLink link={child} newTab={newTab} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

/**
 * The desktop main menu with its three hover panels (services, salons, about/blog), on Radix's
 * navigation menu: the panels open on hover and from their buttons (Enter, Space, ↓ into the
 * panel), Escape closes and returns focus, and it closes on every route change.
 */
export function MainMenu({
  entries,
  label,
  moreLabels,
  newTab,
  className,
}: {
  entries: MenuEntry[]
  label: string
  /** The accessible name of each entry's panel button, by entry key. */
  moreLabels: Record<string, string>
  newTab: string
  className?: string
}) {
  const [value, setValue] = useState('')
  const pathname = usePathname()
  const [shownPath, setShownPath] = useState(pathname)
  if (pathname !== shownPath) {
    setShownPath(pathname)
    setValue('')
  }
  const openTimer = useRef<number | undefined>(undefined)
  const closeTimer = useRef<number | undefined>(undefined)
  useEffect(
    () => () => {
      window.clearTimeout(openTimer.current)
      window.clearTimeout(closeTimer.current)
    },
    [],
  )

  // Radix adds a hidden, tabbable "focus proxy" after an open panel's button (radix-ui/primitives
  // #3085: an aria-hidden element in the tab order). Our panels follow their button in the page,
  // so Tab reaches them without it: it is taken out of the tab order and stays usable by script.
  const root = useRef<HTMLElement>(null)
  useEffect(() => {
    root.current
      ?.querySelectorAll('[aria-expanded="true"] + [aria-hidden="true"][tabindex="0"]')
      .forEach((proxy) => proxy.setAttribute('tabindex', '-1'))
  }, [value])

  const hoverIn = (key: string) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    window.clearTimeout(closeTimer.current)
    window.clearTimeout(openTimer.current)
    if (value === key) return
    openTimer.current = window.setTimeout(() => setValue(key), value ? 0 : OPEN_DELAY_MS)
  }
  const hoverOut = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    window.clearTimeout(openTimer.current)
    closeTimer.current = window.setTimeout(() => setValue(''), CLOSE_DELAY_MS)
  }

  return (
    <NavigationMenu.Root
      ref={root}
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-label={label}
      value={value}
      onValueChange={setValue}
    >
      <NavigationMenu.List className={styles.list}>
        {entries.map((entry) =>
          entry.sections ? (
            <NavigationMenu.Item
              key={entry.key}
              value={entry.key}
              className={styles.item}
              data-menu-key={entry.key}
              onPointerEnter={hoverIn(entry.key)}
              onPointerLeave={hoverOut}
            >
              {entry.href && (
                <NavigationMenu.Link asChild>
                  <a className={styles.top} href={entry.href}>
                    {entry.label}
                  </a>
                </NavigationMenu.Link>
              )}
              <NavigationMenu.Trigger
                className={entry.href ? styles.more : `${styles.top} ${styles.trigger}`}
                aria-label={entry.href ? moreLabels[entry.key] : undefined}
                onPointerMove={skipRadixHover}
                onPointerLeave={skipRadixHover}
              >
                {!entry.href && entry.label}
                <UiIcon name="chevron-down" size={16} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                className={styles.panel}
                data-menu-panel={entry.key}
                onPointerEnter={skipRadixHover}
                onPointerLeave={skipRadixHover}
              >
                <Panel sections={entry.sections} newTab={newTab} />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={entry.key} value={entry.key} className={styles.item}>
              <NavigationMenu.Link asChild>
                <a className={styles.top} href={entry.href ?? '/'}>
                  {entry.label}
                </a>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
