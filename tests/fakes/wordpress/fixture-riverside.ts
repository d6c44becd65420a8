/**
 * The fake WordPress's second site (a test double's content): another invented salon business,
 * Riverside Hair, two salons on the Thames, in English and Ukrainian, in the shapes real sites send
 * rather than the ones the old product read:
 *
 * - each language is a post (or term) of its own with its own id, linked the way Polylang Pro
 *   serves it (`lang`, `translations: { en: 1101, uk: 2101 }`, https://polylang.pro/doc/rest-api/);
 *   the fake can serve the same links as WPML's (`multilingual: 'wpml'`);
 * - a salon address in one line ("42 High Street, Marlow SL7 1AW") and one split into ACF fields,
 *   each salon's own opening hours (a text field, and an ACF repeater);
 * - ACF text and WYSIWYG fields holding HTML (the services' SEO text), links as ACF link arrays
 *   `{title, url, target}` and as plain URLs, images as an id, a URL or an array, numbers as text,
 *   related posts as ids or post objects;
 * - a page WordPress could not call `404` (the slug was taken) and so called `404-2`;
 * - items that are skipped (a salon without a title, a service without a category) and items that
 *   refer to them.
 * Invented names, addresses and prices.
 */
import { media, SITE, type FakeItem, type WordPressFixture } from './fixture'

/** English item `en` and its Ukrainian post `uk` (its own id), linked both ways as Polylang links them. */
function pair(en: Record<string, unknown> & { id: number }, uk: Record<string, unknown> & { id: number }): FakeItem[] {
  const translations = { en: en.id, uk: uk.id } as unknown as FakeItem['translations']
  return [
    { ...en, lang: 'en', translations },
    { ...en, ...uk, lang: 'uk', translations },
  ]
}

const term = (taxonomy: string, id: number, name: string, slug: string, parent = 0, order = 1, acf = {}) => ({
  id,
  name,
  slug,
  parent,
  menu_order: order,
  taxonomy,
  description: '',
  acf,
})

const post = (id: number, slug: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  slug,
  menu_order: 0,
  modified_gmt: '2025-03-10T10:00:00',
  title: { rendered: title },
  content: { rendered: '' },
  excerpt: { rendered: '' },
  featured_media: 0,
  ...extra,
})

const image = (id: number, file: string) => ({
  ID: id,
  id,
  url: `${SITE}/wp-content/uploads/2025/03/${file}`,
  alt: '',
  sizes: { medium: `${SITE}/wp-content/uploads/2025/03/${file}` },
})

export function riversideFixture(): WordPressFixture {
  return {
    media: [
      media(901, 'gloss.png', '#b08a5a', 'A glossing treatment', '2025/03'),
      media(902, 'cut.png', '#5a6b7b', 'A cut', '2025/03'),
      media(903, 'marlow.png', '#d8d0c0', 'The Marlow salon', '2025/03'),
    ],
    types: {
      salons_categories: pair(
        term('salons_categories', 1051, 'Thames Valley', 'thames-valley'),
        term('salons_categories', 2051, 'Долина Темзи', 'dolyna-temzy'),
      ),
      salons: [
        ...pair(
          post(1001, 'marlow', 'Riverside Marlow', {
            menu_order: '1',
            salons_categories: [1051],
            featured_media: 903,
            acf: {
              // One ordinary line, as most sites keep it.
              address: '42 High Street, Marlow SL7 1AW',
              phone: '01628 000 111',
              opening_hours: 'Tue–Fri 10:00–18:00\nSat 09:00–15:00',
            },
          }),
          { id: 2001, slug: 'marlou', title: { rendered: 'Riverside Марлоу' }, salons_categories: [2051] },
        ),
        ...pair(
          post(1002, 'henley', 'Riverside Henley', {
            menu_order: '2',
            salons_categories: [1051],
            acf: {
              // The same in several fields (an ACF group), the city on a line of its own.
              address: {
                line_1: 'Unit 3, Riverside Walk',
                line_2: 'Hart Street',
                city: 'Henley-on-Thames',
                postcode: 'rg9 2ab',
              },
              phone: '01491 000 222',
              // An ACF repeater: a row per day; a day not listed is closed.
              opening_hours: [
                { day: 'Monday', open: '11:00', close: '16:00' },
                { day: 'wednesday', open: '11:00', close: '16:00' },
                { day: 'Saturday', open: '10:00', close: '14:00', closed: false },
                { day: 'Sunday', open: '', close: '', closed: true },
              ],
            },
          }),
          { id: 2002, slug: 'henli', title: { rendered: 'Riverside Генлі' } },
        ),
        // No title: skipped; a service names its price here all the same.
        { ...post(1003, 'pop-up', ''), lang: 'en', translations: { en: 1003 } as unknown as FakeItem['translations'] },
      ],
      services_categories: [
        ...pair(
          term('services_categories', 1201, 'Women', 'riverside-women', 0, 1),
          term('services_categories', 2201, 'Жінкам', 'zhinkam', 0, 1),
        ),
        ...pair(
          term('services_categories', 1202, 'Men', 'riverside-men', 0, 2),
          term('services_categories', 2202, 'Чоловікам', 'cholovikam', 0, 2),
        ),
        ...pair(
          term('services_categories', 1211, 'Treatments', 'treatments', 1201, 1, {
            // WYSIWYG: HTML.
            seo_text: '<p>Treatments that <strong>restore</strong> shine.</p><p>Booked in minutes.</p>',
          }),
          term('services_categories', 2211, 'Догляд', 'dohliad', 2201, 1, {
            seo_text: '<p>Догляд, що <strong>повертає</strong> блиск.</p>',
          }),
        ),
        ...pair(
          term('services_categories', 1221, 'Cuts', 'riverside-cuts', 1202, 1),
          term('services_categories', 2221, 'Стрижки', 'stryzhky', 2202, 1),
        ),
      ],
      services: [
        ...pair(
          post(1101, 'glossing-ritual', 'The Glossing Ritual', {
            menu_order: '1',
            services_categories: [1201, 1211],
            // Numbers as text, as ACF number fields saved through some forms arrive.
            duration: '60',
            pricesInNativeCurrency: { 1001: '65.00', 1002: '70', 1003: '60' },
            with_params: '1',
            params: [
              { name: 'Shoulder length', price_from: '65', price_to: '', duration: '60', crm_id: 301 },
              { name: 'Long hair', price_from: '85', price_to: '95', duration: '90', crm_id: '302' },
            ],
            // Related posts as post objects (ACF's "Post Object" return format).
            salons: [
              { ID: 1001, post_title: 'Riverside Marlow', post_type: 'salons' },
              { ID: 1002, post_title: 'Riverside Henley', post_type: 'salons' },
            ],
            acf: {
              seo_text:
                '<p>The Glossing Ritual seals colour and adds <em>mirror shine</em>.</p>\r\n<ul><li>No ammonia</li><li>Lasts six weeks</li></ul>',
              // The image as ACF's array.
              preview_image: image(901, 'gloss.png'),
              additional_services: { list: [{ ID: 1102, post_title: 'Restyle cut' }, 1104] },
            },
          }),
          {
            id: 2101,
            slug: 'hlianseva-procedura',
            title: { rendered: 'Глянсева процедура' },
            acf: {
              seo_text: '<p>Глянсева процедура запечатує колір.</p>',
              preview_image: image(901, 'gloss.png'),
              additional_services: { list: [2102] },
            },
          },
        ),
        ...pair(
          post(1102, 'restyle-cut', 'Restyle cut', {
            menu_order: '2',
            services_categories: [1202, 1221],
            duration: 45,
            pricesInNativeCurrency: { 1001: 40, 1002: '42.50' },
            // Related posts as ids, one of them a string.
            salons: [1001, '1002'],
            // The image as its URL (ACF's "Image URL" return format).
            acf: { seo_text: 'Plain words, no markup.', preview_image: `${SITE}/wp-content/uploads/2025/03/cut.png` },
          }),
          { id: 2102, slug: 'novyi-obraz', title: { rendered: 'Стрижка з новим образом' } },
        ),
        ...pair(
          post(1103, 'scalp-treatment', 'Scalp treatment', {
            menu_order: '3',
            services_categories: [1201, 1211],
            duration: '30',
            pricesInNativeCurrency: { 1001: 30 },
            salons: [1001],
            // The image as its attachment id, as text.
            acf: { seo_text: '', preview_image: '902' },
          }),
          { id: 2103, slug: 'dohliad-shkiry', title: { rendered: 'Догляд за шкірою голови' } },
        ),
        // In no category: skipped; the glossing ritual names it as related all the same.
        {
          ...post(1104, 'mystery', 'Mystery service'),
          lang: 'en',
          translations: { en: 1104 } as unknown as FakeItem['translations'],
        },
      ],
      articles_categories: [],
      articles: [],
      employees_categories: [],
      skills_categories: [],
      skills: [],
      employees: [],
      vacancies: [],
      pages: [
        ...pair(post(1301, 'home', 'Riverside Hair', { content: { rendered: '<p>Two salons on the Thames.</p>' } }), {
          id: 2301,
          slug: 'holovna',
          title: { rendered: 'Riverside Hair — головна' },
          content: { rendered: '<p>Два салони на Темзі.</p>' },
        }),
        // WordPress gave the slug `404-2` because `404` was taken (by an attachment, say).
        ...pair(post(1302, '404-2', 'Page not found', { acf: { description: 'Nothing lives at this address.' } }), {
          id: 2302,
          slug: '404-3',
          title: { rendered: 'Сторінку не знайдено' },
        }),
        ...pair(
          post(1303, 'contacts', 'Contact us', {
            acf: {
              contacts: [{ item: { phone: '01628 000 111' } }],
              email: 'hello@riverside.example',
              work_time: 'Tue–Sat, see each salon',
              socials: [
                // ACF's link field in its default return format (an array)…
                { link: { title: 'Instagram', url: 'https://www.instagram.com/riverside.hair/', target: '_blank' } },
                { link: { title: '', url: 'https://www.facebook.com/riversidehair', target: '' } },
                // …and as a plain URL (the "Link URL" return format).
                { link: 'https://www.tiktok.com/@riversidehair' },
              ],
            },
          }),
          {
            id: 2303,
            slug: 'kontakty',
            title: { rendered: 'Контакти' },
            acf: { work_time: 'Вт–Сб, див. кожен салон' },
          },
        ),
      ],
    },
  }
}
