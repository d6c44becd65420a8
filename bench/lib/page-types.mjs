/** The seven page types the bench measures (Lighthouse, HTML without the runtime), by an address each. */
export const PAGE_TYPES = [
  { name: 'Home', path: '/' },
  { name: 'Category', path: '/services/female/hair/' },
  { name: 'Service', path: '/services/female/hair/colouring/air-touch/' },
  { name: 'Stylist', path: '/employees/olivia-bennett/' },
  { name: 'Prices', path: '/price/' },
  { name: 'Article', path: '/blog/filming/six-weeks-on-set-with-a-period-drama/' },
  { name: 'Salon', path: '/salons/backstage-chelsea/' },
]
