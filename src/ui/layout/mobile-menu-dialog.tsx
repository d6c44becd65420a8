'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'

import { LAYOUT } from '@/ui/behaviours/behaviour'

import type { MenuEntry, MenuLink, MenuSection } from './menu-model'
import styles from './mobile-menu.module.css'
import { UiIcon } from './ui-icon'

export interface MobileMenuLabels {
  title: string
  close: string
  back: string
  newTab: string
  /** "All services: {name}", the first row of a section's own list. */
  allIn: string
}

/** What the menu shows: the entries, the places after them, its words and the bottom bar. */
export interface MobileMenuContent {
  entries: MenuEntry[]
  /** Places after the main entries that the header shows as icons on wide screens (account, store). */
  links?: MenuLink[]
  labels: MobileMenuLabels
  bottomBar: ReactNode
}

/** Where the drill-down is: the main list, an entry's list, or one section of it. */
type Level = { entry: MenuEntry; section: MenuSection | null } | null

function ItemLink({ link, onGo, newTab }: { link: MenuLink; onGo: () => void; newTab: string }) {
  return link.external ? (
    <a className={styles.row} href={link.href} target="_blank" rel="noopener noreferrer" onClick={onGo}>
      {link.label}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  ) : (
    <a className={styles.row} href={link.href} onClick={onGo}>
      {link.label}
    </a>
  )
}

function DrillButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.row} onClick={onClick}>
      {label}
      <UiIcon name="chevron-right" size={20} />
    </button>
  )
}

/**
 * The burger menu's full-screen dialog (loaded on first use, see MobileMenu): focus kept inside,
 * Escape closes, focus returns to the burger (`returnFocus`). Drill-down lists: main list → an
 * entry's list → for services, one top group's directions. Back on the main list 300 ms after
 * closing, once the menu is out of sight. `bottomBar`: phone, callback and booking buttons.
 */
export default function MobileMenuDialog({
  entries,
  links = [],
  labels,
  bottomBar,
  open,
  onOpenChange,
  returnFocus,
}: MobileMenuContent & {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocus: RefObject<HTMLElement | null>
}) {
  const [level, setLevel] = useState<Level>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    if (open) return
    const timer = window.setTimeout(() => setLevel(null), LAYOUT.mobileMenuCollapseMs)
    return () => window.clearTimeout(timer)
  }, [open])

  // After moving between lists, focus goes to the new list's heading, so it is announced.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
    moved.current = false
  }, [level])

  const go = (next: Level) => {
    moved.current = true
    setLevel(next)
  }
  const close = () => onOpenChange(false)

  const back = level && (level.section ? { entry: level.entry, section: null } : null)
  const title = level ? (level.section ? level.section.heading?.label : level.entry.label) : labels.title

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.menu}
          data-mobile-menu=""
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus.current?.focus()
          }}
        >
          <div className={styles.top}>
            {level ? (
              <button type="button" className={styles.back} onClick={() => go(back)}>
                <UiIcon name="back" size={20} />
                {labels.back}
              </button>
            ) : (
              <span />
            )}
            <Dialog.Close className={styles.close} aria-label={labels.close}>
              <UiIcon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Title className={styles.title} ref={headingRef} tabIndex={-1}>
            {title}
          </Dialog.Title>
          <nav className={styles.lists} aria-label={labels.title}>
            {!level && (
              <ul className={styles.list}>
                {entries.map((entry) => (
                  <li key={entry.key}>
                    {entry.sections ? (
                      <DrillButton label={entry.label} onClick={() => go({ entry, section: null })} />
                    ) : (
                      <ItemLink
                        link={{ label: entry.label, href: entry.href ?? '/' }}
                        onGo={close}
                        newTab={labels.newTab}
                      />
                    )}
                  </li>
                ))}
                {links.map((link) => (
                  <li key={link.href}>
                    <ItemLink link={link} onGo={close} newTab={labels.newTab} />
                  </li>
                ))}
              </ul>
            )}
            {level && !level.section && level.entry.drillSections && (
              <ul className={styles.list}>
                {level.entry.sections?.map((section) => (
                  <li key={section.key}>
                    <DrillButton
                      label={section.heading?.label ?? ''}
                      onClick={() => go({ entry: level.entry, section })}
                    />
                  </li>
                ))}
              </ul>
            )}
            {level &&
              (level.section ? [level.section] : level.entry.drillSections ? [] : (level.entry.sections ?? [])).map(
                (section) => (
                  <div key={section.key} className={styles.group}>
                    {section.heading?.href && (
                      <ItemLink
                        link={
                          level.section
                            ? { ...section.heading, label: labels.allIn.replace('{name}', section.heading.label) }
                            : (section.heading as MenuLink)
                        }
                        onGo={close}
                        newTab={labels.newTab}
                      />
                    )}
                    {!level.section && section.heading && !section.heading.href && (
                      <p className={styles.groupName}>{section.heading.label}</p>
                    )}
                    <ul className={styles.list}>
                      {section.links.map((link) => (
                        <li key={link.href}>
                          <ItemLink link={link} onGo={close} newTab={labels.newTab} />
                          {!level.section && link.children && link.children.length > 0 && (
                            <ul className={styles.sublist}>
                              {link.children.map((child) => (
                                <li key={child.href}>
                                  <ItemLink link={child} onGo={close} newTab={labels.newTab} />
                                </li>
                              ))}
                            </ul>
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                ),
              )}
          </nav>
          <div className={styles.bar}>{bottomBar}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
