import type { Locale } from '@/platform/i18n/locales'
import type { Messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'
import type { MobileMenuContent } from '@/ui/layout/mobile-menu-dialog'
import type { MenuEntry, MenuLink, MenuSection } from '@/ui/layout/menu-model'

/** The desktop main menu's `<nav>` (src/ui/layout/main-menu.tsx), whose entries the phone menu lists too. */
export const MAIN_MENU_SELECTOR = 'nav[data-main-menu]'
/** The burger's attribute naming the booking store's address, when the salon has one. */
export const BOOKING_STORE_ATTRIBUTE = 'data-booking-store'

const children = (element: Element, tag: string) =>
  [...element.children].filter((child) => child.tagName.toLowerCase() === tag)

/** A link's own words: its text without the hidden "(opens in a new tab)" it may carry. */
const ownText = (element: Element) =>
  [...element.childNodes]
    .filter((node) => node.nodeType === 3)
    .map((node) => node.textContent ?? '')
    .join('')
    .trim()

function linkOf(a: Element): MenuLink {
  const link: MenuLink = { label: ownText(a), href: a.getAttribute('href') ?? '/' }
  if (a.getAttribute('target') === '_blank') link.external = true
  return link
}

function sectionOf(column: Element, index: number): MenuSection {
  const heading = [...column.children].find((child) => child.tagName !== 'UL') ?? null
  const list = children(column, 'ul')[0]
  return {
    key: `section-${index}`,
    heading: heading ? (heading.tagName === 'A' ? linkOf(heading) : { label: ownText(heading) }) : null,
    links: (list ? children(list, 'li') : []).map((item) => {
      const [a] = children(item, 'a')
      const sub = children(item, 'ul')[0]
      const link = a ? linkOf(a) : { label: '', href: '/' }
      const nested = sub ? children(sub, 'li').flatMap((li) => children(li, 'a').map(linkOf)) : []
      return nested.length > 0 ? { ...link, children: nested } : link
    }),
  }
}

/**
 * The main menu's entries as the server drew them into the page's desktop menu (one `<li>` an
 * entry: its page's link, its panel's button and the `popover` panel of columns), read back as the
 * model the phone menu draws: the page carries its menu once, and the phone menu is always the same.
 */
export function entriesOf(nav: Element): MenuEntry[] {
  const list = children(nav, 'ul')[0]
  if (!list) return []
  return children(list, 'li').map((item, index) => {
    const [a] = children(item, 'a')
    const [button] = children(item, 'button')
    const panel = item.querySelector('[popover]')
    const inner = panel?.firstElementChild
    return {
      key: (item.getAttribute('data-menu-key') ?? `entry-${index}`) as MenuEntry['key'],
      label: a ? ownText(a) : button ? (button.textContent ?? '').trim() : '',
      href: a?.getAttribute('href') ?? null,
      sections: inner ? [...inner.children].map(sectionOf) : null,
      drillSections: item.hasAttribute('data-menu-drill'),
    }
  })
}

/** Everything the phone menu lists, from the page (entries, booking store) and its language's words. */
export function menuFromPage(
  doc: Document,
  locale: Locale,
  t: Messages,
  burger: Element | null,
): Omit<MobileMenuContent, 'bottomBar'> {
  const nav = doc.querySelector(MAIN_MENU_SELECTOR)
  const store = burger?.getAttribute(BOOKING_STORE_ATTRIBUTE)
  return {
    entries: nav ? entriesOf(nav) : [],
    links: [
      { label: t.accountTitle, href: localePath(locale, '/account/') },
      ...(store ? [{ label: t.bookingStore, href: store, external: true }] : []),
    ],
    labels: {
      title: t.menuTitle,
      close: t.menuClose,
      back: t.menuBack,
      newTab: t.opensInNewTab,
      allIn: t.navAllIn,
    },
  }
}
