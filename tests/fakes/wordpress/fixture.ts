/**
 * The fake WordPress's content: a small salon site in the shapes the old product read
 * (spec/site.md §3, spec/service-pages-and-booking.md §3): the services_categories tree by
 * `parent` (gender → direction → category), services with both ACF image forms, a salon, media
 * with sizes, a Ukrainian variant, one malformed item and one image whose file is missing, the
 * blog, stylists, a vacancy, the content pages (the contacts in the contacts page's ACF) and a
 * slug Parlour cannot take as it is.
 * Invented names and prices.
 */

export interface FakeMedia {
  id: number
  source_url: string
  alt_text: string
  media_type: 'image'
  mime_type: string
  media_details: {
    width: number
    height: number
    sizes: Record<string, { source_url: string; width: number; height: number }>
  }
  /** The colour of the fake's file; none for a file that is missing (a broken image). */
  colour?: string
}

export type FakeItem = Record<string, unknown> & {
  id: number
  /** Fields that differ when asked with `lang=<key>`. */
  translations?: Record<string, Record<string, unknown>>
}

export interface WordPressFixture {
  types: Record<string, FakeItem[]>
  media: FakeMedia[]
}

/** The address the fixtures name their files on (the fake puts its own in its place). */
export const SITE = 'http://fake.wordpress'

/** A media item of the fake's uploads (in `folder`); without a colour its file is missing. */
export function media(
  id: number,
  file: string,
  colour: string | undefined,
  alt: string,
  folder = '2024/05',
): FakeMedia {
  const url = `${SITE}/wp-content/uploads/${folder}/${file}`
  return {
    id,
    source_url: url,
    alt_text: alt,
    media_type: 'image',
    mime_type: 'image/png',
    media_details: {
      width: 64,
      height: 48,
      sizes: {
        medium: { source_url: url, width: 64, height: 48 },
        thumbnail: { source_url: url, width: 64, height: 48 },
      },
    },
    ...(colour ? { colour } : {}),
  }
}

const term = (
  id: number,
  name: string,
  slug: string,
  parent: number,
  menu_order: number,
  acf: Record<string, unknown> = {},
) => ({
  id,
  name,
  slug,
  parent,
  menu_order,
  taxonomy: 'services_categories',
  description: '',
  count: 0,
  acf,
})

const page = (id: number, slug: string, title: string, html: string, extra: Record<string, unknown> = {}) => ({
  id,
  slug,
  menu_order: 0,
  modified_gmt: '2024-05-07T10:00:00',
  title: { rendered: title },
  content: { rendered: html },
  excerpt: { rendered: '' },
  featured_media: 0,
  ...extra,
})

export function fixture(): WordPressFixture {
  return {
    media: [
      media(501, 'balayage.png', '#c49a6c', 'Balayage on long hair'),
      media(502, 'fade.png', '#333333', 'A skin fade'),
      media(503, 'women.png', '#e8c8d0', 'Women'),
      // Its file was deleted from the uploads: a broken image.
      media(504, 'missing.png', undefined, 'Gone'),
    ],
    types: {
      services_categories: [
        term(3, 'Women', 'female', 0, 1, { preview_image: 503, seo_text: 'Everything for women.' }),
        term(4, 'Men', 'male', 0, 2),
        term(11, 'Hair', 'hair', 3, 1, { seo_text: 'Colour, cuts and care.' }),
        term(12, 'Colouring', 'colouring', 11, 1),
        term(21, 'Barbering', 'barbering', 4, 1),
        term(22, 'Cuts &amp; fades', 'cuts-and-fades', 21, 1),
      ].map((t) =>
        t.id === 11
          ? { ...t, translations: { ua: { name: 'Волосся', acf: { seo_text: 'Колір, стрижки й догляд.' } } } }
          : t,
      ),
      articles_categories: [
        { id: 41, name: 'News', slug: 'news', parent: 0, menu_order: 1, taxonomy: 'articles_categories' },
        {
          id: 42,
          name: 'Hair care',
          slug: 'hair-care',
          parent: 0,
          menu_order: 2,
          taxonomy: 'articles_categories',
          translations: { ua: { name: 'Догляд за волоссям' } },
        },
      ],
      articles: [
        {
          id: 71,
          slug: 'summer-hair-care',
          date: '2024-06-10T09:30:00',
          modified_gmt: '2024-06-10T08:30:00',
          menu_order: 0,
          title: { rendered: 'Summer hair care' },
          excerpt: { rendered: '<p>Sun, salt and chlorine: how to keep colour bright.</p>' },
          content: {
            rendered:
              '<!-- wp:heading --><h2>Before the beach</h2><!-- /wp:heading -->' +
              '<p>Use a leave-in with <strong>UV filters</strong> and see <a href="https://example.com/guide">our guide</a>.</p>' +
              '<ul><li>Rinse after swimming</li><li>Mask once a week</li></ul>' +
              '<figure class="wp-block-image size-large"><img src="/wp-content/uploads/2024/05/fade.png" alt="Hair after the beach" class="wp-image-502"/><figcaption>After the beach</figcaption></figure>' +
              '<p>An image that is gone: <img src="/wp-content/uploads/2024/05/missing.png" alt="Gone"></p>',
          },
          articles_categories: [42],
          featured_media: 501,
          acf: { title: [{ items: [{ text: 'Summer' }] }, { items: [{ text: 'hair' }, { text: 'care' }] }] },
          translations: {
            ua: {
              title: { rendered: 'Догляд за волоссям улітку' },
              content: { rendered: '<h2>Перед пляжем</h2><p>Засіб із <strong>УФ-фільтрами</strong>.</p>' },
            },
          },
        },
        {
          id: 72,
          slug: 'we-are-open-sundays',
          date: '2024-05-01T12:00:00',
          modified_gmt: '2024-05-01T11:00:00',
          menu_order: 0,
          title: { rendered: 'We&#8217;re open on Sundays' },
          // An image on another site: not fetched (the importer reads the WordPress site only).
          content: {
            rendered: '<p>From May, 10:00–18:00.</p><img src="http://127.0.0.1:1/elsewhere.png" alt="Elsewhere">',
          },
          articles_categories: [41],
        },
      ],
      employees_categories: [
        { id: 51, name: 'Stylists', slug: 'stylists', parent: 0, menu_order: 1, taxonomy: 'employees_categories' },
        { id: 52, name: 'Barbers', slug: 'barbers', parent: 0, menu_order: 2, taxonomy: 'employees_categories' },
      ],
      skills_categories: [
        { id: 61, name: 'Colour', slug: 'colour', parent: 0, menu_order: 1, taxonomy: 'skills_categories' },
      ],
      skills: [
        { id: 81, slug: 'balayage-skill', menu_order: 1, title: { rendered: 'Balayage' }, skills_categories: [61] },
        { id: 82, slug: 'fades', menu_order: 2, title: { rendered: 'Fades' } },
      ],
      employees: [
        {
          id: 91,
          slug: 'anna-brook',
          menu_order: 1,
          modified_gmt: '2024-05-05T10:00:00',
          title: { rendered: 'Anna Brook' },
          content: { rendered: '<p>Colour specialist for ten years.</p>' },
          acf: { photo: 501, work_category: 51, skills: [81], id_crm: 'bp-emp-7', salons: [31] },
          translations: { ua: { title: { rendered: 'Анна Брук' } } },
        },
      ],
      vacancies: [
        {
          id: 111,
          slug: 'senior-colourist',
          menu_order: 1,
          modified_gmt: '2024-05-06T10:00:00',
          title: { rendered: 'Senior colourist' },
          excerpt: { rendered: '<p>Full time, King’s Road.</p>' },
          content: { rendered: '<h2>What you will do</h2><ul><li>Colour</li><li>Teach</li></ul>' },
          salons: [31],
        },
      ],
      pages: [
        page(201, 'main', 'Parlour on the King’s Road', '<p>Hair, nails and colour since 2009.</p>', {
          translations: { ua: { title: { rendered: 'Parlour на Кінгс-Роуд' } } },
        }),
        page(
          202,
          'about',
          'About us',
          '<h2>Our story</h2><p>A small studio that grew.</p>' +
            '<figure class="wp-block-image"><img src="http://fake.wordpress/wp-content/uploads/2024/05/balayage.png" alt="Our colour bar"/></figure>',
          {
            acf: { description: 'Fifteen years on the King’s Road.' },
            featured_media: 503,
            yoast_head_json: { title: 'About Parlour | Chelsea salon', description: 'Who we are and how we work.' },
            translations: {
              ua: { title: { rendered: 'Про нас' }, content: { rendered: '<p>Невелика студія, що виросла.</p>' } },
            },
          },
        ),
        page(203, 'contacts', 'Contacts', '<p>Call or write.</p>', {
          // The old site's contacts: phone rows, opening hours per language, the year, socials.
          acf: {
            contacts: [{ item: { phone: '+44 20 7946 0999' } }, { item: { phone: '+44 20 7946 0998' } }],
            work_time: { en: 'Mon–Sat 09:30–20:00\nSun 10:00–18:00', ua: 'Пн–Сб 09:30–20:00\nНд 10:00–18:00' },
            year: '2019',
            socials: [
              { link: 'https://www.instagram.com/parlour.kings.road/' },
              { link: 'https://www.tiktok.com/@parlour' },
            ],
          },
        }),
        page(204, 'privacy-policy', 'Privacy policy', '<p>We keep your data safe.</p>'),
        page(205, '404', 'Not found', '', {
          acf: { title: 'Lost?', description: 'This page has moved or never was.', image: 502 },
        }),
        // A page Parlour has no place for: skipped with the reason.
        page(206, 'sample-page', 'Sample page', '<p>Hello.</p>'),
      ],
      salons_categories: [
        {
          id: 35,
          name: 'West London',
          slug: 'west-london',
          parent: 0,
          menu_order: 1,
          taxonomy: 'salons_categories',
          translations: { ua: { name: 'Західний Лондон' } },
        },
      ],
      salons: [
        {
          id: 31,
          slug: 'kings-road',
          menu_order: 1,
          modified_gmt: '2024-05-02T10:00:00',
          title: { rendered: 'Parlour King&#8217;s Road' },
          salons_categories: [35],
          acf: { address: '152 King’s Road, London SW3 4UT', phone: '+44 20 7946 0000' },
        },
      ],
      services: [
        {
          id: 101,
          slug: 'balayage',
          menu_order: 1,
          modified_gmt: '2024-05-03T09:00:00',
          title: { rendered: 'Balayage &amp; Toner' },
          services_categories: [3, 11, 12],
          duration: 150,
          pricesInNativeCurrency: { 31: 180 },
          price_from: 180,
          price_to: 240,
          with_params: true,
          params: [
            { name: 'Short hair', price_from: 180, price_to: 200, crm_id: 'bp-101-s' },
            { name: 'Long hair', price_from: 210, price_to: 240, crm_id: 'bp-101-l' },
          ],
          salons: [31],
          // Native ACF, images as attachment ids.
          acf: { seo_text: 'Hand-painted colour.', preview_image: 501, additional_services: { list: [102] } },
          translations: { ua: { title: { rendered: 'Балаяж і тонування' } } },
        },
        {
          id: 102,
          slug: 'gloss',
          menu_order: 2,
          modified_gmt: '2024-05-03T09:05:00',
          title: { rendered: 'Gloss' },
          services_categories: [3, 11, 12],
          duration: 45,
          pricesInNativeCurrency: { 31: 55 },
          salons: [31],
          // The older "ACF to REST API" form: the image as an object with its sizes.
          acf: {
            seo_text: '',
            preview_image: {
              ID: 504,
              url: `${SITE}/wp-content/uploads/2024/05/missing.png`,
              alt: 'Gone',
              sizes: { medium_large: `${SITE}/wp-content/uploads/2024/05/missing.png` },
            },
            additional_services: false,
          },
        },
        {
          id: 103,
          slug: 'skin-fade',
          menu_order: 3,
          modified_gmt: '2024-05-04T12:00:00',
          title: { rendered: 'Skin fade' },
          services_categories: [4, 21, 22],
          duration: 45,
          pricesInNativeCurrency: { 31: 38 },
          salons: [31],
          acf: {
            preview_image: {
              ID: 502,
              url: `${SITE}/wp-content/uploads/2024/05/fade.png`,
              alt: 'A skin fade',
              sizes: { medium_large: `${SITE}/wp-content/uploads/2024/05/fade.png` },
            },
          },
        },
        // A slug Parlour cannot take as it is (capitals, an underscore): a new address and a 301.
        {
          id: 105,
          slug: 'Express_Blow-Dry',
          menu_order: 5,
          modified_gmt: '2024-05-04T12:30:00',
          title: { rendered: 'Express blow-dry' },
          services_categories: [3, 11, 12],
          duration: 30,
          pricesInNativeCurrency: { 31: 35 },
          salons: [31],
        },
        // Malformed: no title and no category.
        { id: 104, slug: 'broken', menu_order: 4, modified_gmt: '2024-05-04T12:00:00', title: { rendered: '' } },
      ],
    },
  }
}
