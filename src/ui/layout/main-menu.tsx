import styles from './main-menu.module.css'
import type { MenuEntry, MenuLink, MenuSection } from './menu-model'
import { UiIcon } from './ui-icon'

function PanelLink({ link, newTab, className }: { link: MenuLink; newTab: string; className?: string }) {
  return link.external ? (
    <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  ) : (
    <a className={className} href={link.href}>
      {link.label}
    </a>
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
 * The desktop main menu with its three panels (services, salons, about/blog), drawn by the server:
 * each panel is an HTML `popover` opened by its button (`popovertarget`), so the browser gives
 * Enter/Space, Escape with focus back on the button, closing on a click outside and one panel at a
 * time, with or without script; the browser also tells assistive technology whether a button's
 * panel is open (HTML forbids `aria-expanded` beside `popovertarget`). The plain script
 * (src/ui/behaviours/main-menu.ts) adds the rest: hover intent, ↓ into a panel and closing on a
 * chosen link (docs/decisions/0054).
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
  return (
    <nav className={className ? `${styles.root} ${className}` : styles.root} aria-label={label} data-main-menu="">
      <ul className={styles.list}>
        {entries.map((entry) =>
          entry.sections ? (
            <li
              key={entry.key}
              className={styles.item}
              data-menu-key={entry.key}
              // The phone menu (src/ui/islands/menu-from-page.ts) opens each column as a list of its own.
              data-menu-drill={entry.drillSections ? '' : undefined}
            >
              {entry.href && (
                <a className={styles.top} href={entry.href}>
                  {entry.label}
                </a>
              )}
              <button
                type="button"
                className={entry.href ? styles.more : `${styles.top} ${styles.trigger}`}
                aria-label={entry.href ? moreLabels[entry.key] : undefined}
                popoverTarget={`menu-${entry.key}`}
              >
                {!entry.href && entry.label}
                <UiIcon name="chevron-down" size={16} />
              </button>
              <div id={`menu-${entry.key}`} popover="auto" className={styles.panel} data-menu-panel={entry.key}>
                <Panel sections={entry.sections} newTab={newTab} />
              </div>
            </li>
          ) : (
            <li key={entry.key} className={styles.item}>
              <a className={styles.top} href={entry.href ?? '/'}>
                {entry.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
