/**
 * One address of every public page type, as [name, path without the language prefix]; each is also
 * served under '/ua'. The accessibility and HTML-validity suites check all of them.
 */
export const PAGE_TYPES: [string, string][] = [
  ['home', '/'],
  ['services category', '/services/female/hair/'],
  ['service', '/services/female/hair/styling/blow-dry-wash/'],
  ['service, salon form', '/services/backstage-chelsea/female/hair/colouring/air-touch/'],
  ['prices', '/price/'],
  ['prices of a group', '/price/male/'],
  ['salons', '/salons/'],
  ['salon', '/salons/backstage-chelsea/'],
  ['stylists', '/employees/'],
  ['stylist', '/employees/amara-okafor/'],
  ['vacancies', '/vacancies/'],
  ['vacancy', '/vacancies/senior-stylist/'],
  ['blog', '/blog/'],
  ['blog category', '/blog/filming/'],
  ['article', '/blog/filming/six-weeks-on-set-with-a-period-drama/'],
  ['article with a picture in its text', '/blog/collaborations/parlour-x-marlow-atelier-spring-capsule/'],
  ['about', '/about/'],
  ['charity', '/charity/'],
  ['gift vouchers', '/gift-vouchers/'],
  ['policy', '/policy/'],
  ['404', '/no-such-page/'],
]

/** The two language prefixes: English at the root, Ukrainian under /ua. */
export const LANGUAGE_PREFIXES = ['', '/ua'] as const
