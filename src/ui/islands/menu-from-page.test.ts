// @vitest-environment happy-dom
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'

import { MainMenu } from '@/ui/layout/main-menu'
import type { MenuEntry } from '@/ui/layout/menu-model'

import { entriesOf, MAIN_MENU_SELECTOR } from './menu-from-page'

const entries: MenuEntry[] = [
  {
    key: 'about',
    label: 'About us',
    href: '/about/',
    sections: [
      {
        key: 'about',
        heading: null,
        links: [
          { label: 'About us', href: '/about/' },
          { label: 'Blog', href: '/blog/', children: [{ label: 'Hair care', href: '/blog/hair/' }] },
        ],
      },
    ],
  },
  {
    key: 'services',
    label: 'Services',
    href: null,
    drillSections: true,
    sections: [
      {
        key: 'top-1',
        heading: { label: 'Women', href: '/services/female/' },
        links: [
          {
            label: 'Hair',
            href: '/services/female/hair/',
            children: [{ label: 'Colouring', href: '/services/female/hair/colouring/' }],
          },
        ],
      },
    ],
  },
  { key: 'price', label: 'Prices', href: '/price/', sections: null },
  {
    key: 'salons',
    label: 'Salons',
    href: '/salons/chelsea/',
    sections: [
      {
        key: 'salons-2',
        heading: { label: 'Franchise', href: 'https://franchise.example/', external: true },
        links: [],
      },
      { key: 'salons-other', heading: { label: 'Other salons' }, links: [{ label: 'Mayfair', href: '/salons/m/' }] },
    ],
  },
]

it("reads the phone menu's entries back from the desktop menu the server drew", () => {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(MainMenu, {
      entries,
      label: 'Main menu',
      moreLabels: { about: 'More: About us' },
      newTab: '(new tab)',
    }),
  )
  const read = entriesOf(document.querySelector(MAIN_MENU_SELECTOR)!)
  // The keys only tell React's lists apart; everything shown is the same.
  const shown = (list: MenuEntry[]) =>
    list.map(({ key: _key, sections, drillSections, ...entry }) => ({
      ...entry,
      drillSections: drillSections ?? false,
      sections: sections?.map(({ key: _sectionKey, ...section }) => section) ?? null,
    }))
  expect(shown(read)).toEqual(shown(entries))
})
