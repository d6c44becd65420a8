import { describe, expect, it } from 'vitest'

import { fixture } from '../../../../tests/fakes/wordpress/fixture'

import type { WpItem } from './client'
import { languageOf, translationId } from './items'
import {
  addressPart,
  categoryTree,
  formerSlug,
  mapContacts,
  mapPage,
  mapArticle,
  mapArticleCategory,
  mapCategory,
  mapEmployee,
  mapSalon,
  mapService,
  addressOf,
  openingOf,
  splitAddress,
  mapSkill,
  type CategoryDraft,
} from './map'

const site = fixture()
const raw = (type: string, id: number) => site.types[type]!.find((i) => i.id === id)!
const item = (type: string, id: number) => raw(type, id) as WpItem
const ua = (type: string, id: number) => ({ ...raw(type, id), ...raw(type, id).translations?.ua }) as WpItem
/** What a mapper answers for an item it can import. */
const drafted = (draft: object) => ({ ok: true, draft })

describe('WordPress items as Parlour drafts', () => {
  it('reads a service with variants, per-salon prices, ACF image ids and its Ukrainian title', () => {
    const r = mapService(item('services', 101), ua('services', 101))
    expect(r).toMatchObject(
      drafted({
        wpId: 101,
        slug: 'balayage',
        title: { en: 'Balayage & Toner', uk: 'Балаяж і тонування' },
        categoryWpIds: [3, 11, 12],
        duration: 150,
        prices: [{ salonWpId: 31, price: 180 }],
        priceFrom: 180,
        priceTo: 240,
        withParams: true,
        params: [
          { name: 'Short hair', priceFrom: 180, priceTo: 200, crmId: 'bp-101-s' },
          { name: 'Long hair', priceFrom: 210, priceTo: 240, crmId: 'bp-101-l' },
        ],
        seoText: { en: 'Hand-painted colour.', uk: null },
        additionalWpIds: [102],
        salonWpIds: [31],
        image: { mediaId: 501, url: null },
      }),
    )
  })

  it('reads the older ACF image object, and an empty ACF field as nothing', () => {
    const r = mapService(item('services', 102))
    expect(r.ok && r.draft.image).toMatchObject({ mediaId: 504, url: expect.stringContaining('missing.png') })
    expect(r.ok && r.draft.additionalWpIds).toEqual([])
    expect(r.ok && r.draft.title.uk).toBeNull()
  })

  it('skips a malformed item with a reason', () => {
    expect(mapService(item('services', 104))).toEqual({ ok: false, reason: 'it has no title' })
    expect(
      mapService({ id: 9, slug: 'x', title: { rendered: 'X' }, services_categories: [3], duration: 'long' }),
    ).toEqual({
      ok: false,
      reason: 'its duration "long" is not 5–720 minutes',
    })
    expect(mapCategory({ id: 9, slug: '!!!', name: 'X' })).toMatchObject({ ok: false })
  })

  it('makes an address part of a slug Parlour cannot take as it is, and names the old one', () => {
    expect(addressPart('balayage')).toBe('balayage')
    expect(addressPart('Express_Blow-Dry')).toBe('express-blow-dry')
    // WordPress keeps Cyrillic slugs percent-encoded: "фарбування-волосся", "йога".
    expect(addressPart(encodeURIComponent('фарбування-волосся'))).toBe('farbuvannia-volossia')
    expect(addressPart(encodeURIComponent('йога'))).toBe('ioha')
    expect(addressPart('crème--brûlée')).toBe('creme-brulee')
    expect(addressPart('%E0%A4%A')).toBe('e0-a4-a')
    expect(addressPart('***')).toBeNull()
    expect(mapCategory({ id: 9, slug: 'Bad Slug!', name: 'X' })).toMatchObject(drafted({ slug: 'bad-slug' }))
    expect(formerSlug({ id: 9, slug: 'Bad Slug!' })).toBe('Bad Slug!')
    expect(formerSlug({ id: 9, slug: 'fine' })).toBeNull()
    // A slug naming another address (slashes, dot segments) gets no 301 of its own.
    for (const slug of ['x/../../about', 'a%2Fb', '..', 'a\\b']) expect(formerSlug({ id: 9, slug })).toBeNull()
  })

  it('reads the content pages Parlour shows by slug: ACF words, Yoast texts, the image, the body', () => {
    const page = (slug: string) => item('pages', fixture().types.pages!.find((p) => p.slug === slug)!.id)
    const about = mapPage(page('about'), { ...page('about'), title: { rendered: 'Про нас' } })
    expect(about).toMatchObject(
      drafted({
        wpId: 202,
        slug: 'about',
        title: { en: 'About us', uk: 'Про нас' },
        description: { en: 'Fifteen years on the King’s Road.', uk: null },
        image: { mediaId: 503 },
        metaTitle: { en: 'About Parlour | Chelsea salon' },
      }),
    )
    expect(mapPage(page('privacy-policy'))).toMatchObject(drafted({ slug: 'policy' }))
    expect(mapPage(page('404'))).toMatchObject(
      drafted({ slug: '404', title: { en: 'Lost?' }, description: { en: 'This page has moved or never was.' } }),
    )
    expect(mapPage(page('sample-page'))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no page "sample-page"/),
    })
  })

  it('reads the contacts: phones, opening hours per language, year and socials with their labels', () => {
    const contacts = fixture().types.pages!.find((p) => p.slug === 'contacts')!
    expect(mapContacts(contacts as WpItem)).toEqual(
      drafted({
        wpId: 203,
        modified: '2024-05-07T10:00:00',
        phones: ['+44 20 7946 0999', '+44 20 7946 0998'],
        email: '',
        address: { en: '', uk: null },
        workTime: { en: 'Mon–Sat 09:30–20:00\nSun 10:00–18:00', uk: 'Пн–Сб 09:30–20:00\nНд 10:00–18:00' },
        year: 2019,
        socials: [
          { label: 'Instagram', link: 'https://www.instagram.com/parlour.kings.road/' },
          { label: 'TikTok', link: 'https://www.tiktok.com/@parlour' },
        ],
      }),
    )
    expect(mapContacts({ id: 1, acf: { contacts: [], socials: [{ link: 'javascript:alert(1)' }] } })).toEqual({
      ok: false,
      reason: 'it has no phone (acf.contacts[].item.phone)',
    })
  })

  it('reads an article: its day, blog categories, headline lines, body HTML and Ukrainian words', () => {
    expect(mapArticle(item('articles', 71), ua('articles', 71))).toMatchObject(
      drafted({
        slug: 'summer-hair-care',
        date: '2024-06-10',
        categoryWpIds: [42],
        title: { en: 'Summer hair care', uk: 'Догляд за волоссям улітку' },
        titleLines: [{ items: [{ text: 'Summer' }] }, { items: [{ text: 'hair' }, { text: 'care' }] }],
        excerpt: { en: 'Sun, salt and chlorine: how to keep colour bright.', uk: null },
        bodyHtml: {
          en: expect.stringContaining('<h2>Before the beach</h2>'),
          uk: expect.stringContaining('Перед пляжем'),
        },
        image: { mediaId: 501 },
      }),
    )
    expect(mapArticle(item('articles', 72))).toMatchObject(drafted({ title: { en: 'We’re open on Sundays' } }))
    expect(mapArticle({ id: 9, slug: 'x', title: { rendered: 'X' }, articles_categories: [41] })).toEqual({
      ok: false,
      reason: 'it has no date',
    })
    expect(mapArticleCategory(item('articles_categories', 42), ua('articles_categories', 42))).toMatchObject(
      drafted({ slug: 'hair-care', name: { en: 'Hair care', uk: 'Догляд за волоссям' }, parentWpId: null }),
    )
  })

  it('reads a stylist (photo, work category, skills, salons, booking id) and a skill in its category', () => {
    expect(mapEmployee(item('employees', 91), ua('employees', 91))).toMatchObject(
      drafted({
        slug: 'anna-brook',
        name: { en: 'Anna Brook', uk: 'Анна Брук' },
        bio: { en: 'Colour specialist for ten years.', uk: null },
        photo: { mediaId: 501 },
        workCategoryWpId: 51,
        skillWpIds: [81],
        salonWpIds: [31],
        crmId: 'bp-emp-7',
      }),
    )
    expect(mapEmployee({ id: 5, slug: 'x', title: { rendered: '' } })).toEqual({ ok: false, reason: 'it has no name' })
    expect(mapSkill(item('skills', 81))).toMatchObject(drafted({ title: { en: 'Balayage' }, categoryWpId: 61 }))
    expect(mapSkill(item('skills', 82))).toMatchObject(drafted({ categoryWpId: null }))
  })

  it('reads a salon’s address into street, city and postcode', () => {
    expect(mapSalon(item('salons', 31))).toMatchObject(
      drafted({
        slug: 'kings-road',
        title: { en: 'Parlour King’s Road', uk: null },
        address: { street: '152 King’s Road', city: 'London', postcode: 'SW3 4UT', whole: false },
        phone: '+44 20 7946 0000',
        openingHours: null,
      }),
    )
  })

  it('reads an address in any shape a site keeps it, and never makes up a city', () => {
    expect(splitAddress('42 High Street, Marlow SL7 1AW')).toEqual({
      street: '42 High Street',
      city: 'Marlow',
      postcode: 'SL7 1AW',
      whole: false,
    })
    expect(splitAddress('Unit 3\nRiverside Walk\nHenley-on-Thames\nrg92ab')).toEqual({
      street: 'Unit 3, Riverside Walk',
      city: 'Henley-on-Thames',
      postcode: 'RG9 2AB',
      whole: false,
    })
    // No city to tell apart: kept whole, the postcode read; no "London" added.
    expect(splitAddress('42 High Street Marlow SL7 1AW')).toEqual({
      street: '42 High Street Marlow',
      city: '',
      postcode: 'SL7 1AW',
      whole: true,
    })
    expect(splitAddress('The Old Mill')).toEqual({ street: 'The Old Mill', city: '', postcode: '', whole: true })
    expect(addressOf({ address: '1 Bridge St<br />Marlow<br/>SL7 1AA' })).toMatchObject({
      street: '1 Bridge St',
      city: 'Marlow',
      postcode: 'SL7 1AA',
    })
    expect(
      addressOf({ address: { line_1: 'Unit 3', line_2: 'Hart St', city: 'Henley', postcode: 'rg9 2ab' } }),
    ).toEqual({
      street: 'Unit 3, Hart St',
      city: 'Henley',
      postcode: 'RG9 2AB',
      whole: false,
    })
    // An ACF Google Map field.
    expect(
      addressOf({
        location: {
          address: 'x',
          street_number: '5',
          street_name: 'Market Place',
          city: 'Henley',
          post_code: 'RG9 2AA',
          lat: 51.5,
          lng: -0.9,
        },
      }),
    ).toMatchObject({ street: '5 Market Place', city: 'Henley', postcode: 'RG9 2AA' })
    expect(addressOf({ street: '7 Quay', town: 'Marlow', postcode: 'SL7 2BB' })).toMatchObject({ city: 'Marlow' })
    expect(addressOf({})).toBeNull()
  })

  it('reads a salon’s own opening hours from text lines or a repeater', () => {
    expect(openingOf('Tue–Fri 10:00–18:00\nSat 09:00–15:00\nSun closed')).toEqual([
      { weekday: 2, start: '10:00', end: '18:00' },
      { weekday: 3, start: '10:00', end: '18:00' },
      { weekday: 4, start: '10:00', end: '18:00' },
      { weekday: 5, start: '10:00', end: '18:00' },
      { weekday: 6, start: '09:00', end: '15:00' },
    ])
    expect(
      openingOf([
        { day: 'Monday', open: '11:00', close: '16:00' },
        { day: 3, open: '9am', close: '1pm' },
        { day: 'Sunday', open: '', close: '', closed: true },
      ]),
    ).toEqual([
      { weekday: 1, start: '11:00', end: '16:00' },
      { weekday: 3, start: '09:00', end: '13:00' },
    ])
    for (const none of [undefined, '', false, [], 'Whenever']) expect(openingOf(none)).toBeNull()
  })

  it('orders the category tree parents first and leaves out orphans and a fourth level', () => {
    const drafts = site.types
      .services_categories!.map((t) => mapCategory(t as WpItem))
      .flatMap((r) => (r.ok ? [r.draft] : []))
    const lost: CategoryDraft = { ...drafts[0]!, wpId: 90, slug: 'lost', parentWpId: 999 }
    const deep: CategoryDraft = { ...drafts[0]!, wpId: 91, slug: 'deep', parentWpId: 12 }
    const { ordered, orphans } = categoryTree([deep, lost, ...drafts.reverse()])
    expect(ordered.map((d) => [d.slug, d.level])).toEqual([
      ['female', 0],
      ['male', 0],
      ['hair', 1],
      ['barbering', 1],
      ['colouring', 2],
      ['cuts-and-fades', 2],
    ])
    expect(orphans.map((o) => [o.draft.slug, o.reason])).toEqual([
      ['deep', 'it is more than three levels deep'],
      ['lost', 'its parent category is not on the site'],
    ])
    expect(mapCategory(item('services_categories', 11), ua('services_categories', 11))).toMatchObject(
      drafted({
        name: { en: 'Hair', uk: 'Волосся' },
        seoText: { en: 'Colour, cuts and care.', uk: 'Колір, стрижки й догляд.' },
      }),
    )
    expect(mapCategory(item('services_categories', 22), ua('services_categories', 22))).toMatchObject(
      drafted({ name: { en: 'Cuts & fades', uk: null } }),
    )
  })

  it('reads the shapes other sites send: links as arrays or URLs, a 404 page called 404-2, HTML in text fields, ids as objects or text', () => {
    const contacts = mapContacts({
      id: 9,
      acf: {
        contacts: [{ item: { phone: '01628 000 111' } }],
        socials: [
          { link: { title: 'Insta', url: 'https://www.instagram.com/x/', target: '_blank' } },
          { link: { title: '', url: 'https://www.facebook.com/x', target: '' } },
          { link: 'https://www.tiktok.com/@x' },
          { title: 'Blog', url: 'https://blog.example/' },
          { link: { title: 'Nowhere', url: '', target: '' } },
        ],
      },
    })
    expect(contacts.ok && contacts.draft.socials).toEqual([
      { label: 'Insta', link: 'https://www.instagram.com/x/' },
      { label: 'Facebook', link: 'https://www.facebook.com/x' },
      { label: 'TikTok', link: 'https://www.tiktok.com/@x' },
      { label: 'Blog', link: 'https://blog.example/' },
    ])
    const page = (slug: string) => mapPage({ id: 1, slug, title: { rendered: 'Lost' } })
    expect(page('404-2')).toMatchObject(drafted({ slug: '404' }))
    expect(page('about-2').ok).toBe(false)
    const service = mapService({
      id: 5,
      slug: 'gloss',
      title: { rendered: 'Gloss' },
      services_categories: ['12', 3],
      duration: '60',
      with_params: '0',
      params: [{ name: 'Long', price_from: '85', duration: '90', crm_id: 302 }],
      salons: [{ ID: 31, post_title: 'A' }, '32', { id: 33 }],
      acf: { seo_text: '<p>Seals <em>colour</em>.</p>', additional_services: { list: [{ ID: 7 }, 8] } },
    })
    expect(service).toMatchObject(
      drafted({
        categoryWpIds: [12, 3],
        duration: 60,
        withParams: false,
        params: [{ name: 'Long', priceFrom: 85, duration: 90, crmId: '302' }],
        salonWpIds: [31, 32, 33],
        additionalWpIds: [7, 8],
        seoText: { en: '<p>Seals <em>colour</em>.</p>', uk: null, html: true },
      }),
    )
    expect(
      mapService({
        id: 6,
        slug: 'x',
        title: { rendered: 'X' },
        services_categories: [3],
        duration: 30,
        acf: { seo_text: 'Tom &amp; Co' },
      }),
    ).toMatchObject(drafted({ seoText: { en: 'Tom & Co', html: false } }))
  })

  it('finds an item’s translation as Polylang and WPML link them', () => {
    expect(translationId({ id: 12, lang: 'en', translations: { en: 12, uk: 34 } }, 'uk')).toBe(34)
    expect(
      translationId(
        {
          id: 12,
          wpml_current_locale: 'en_GB',
          wpml_translations: { en_GB: { locale: 'en_GB', translation: 'current' }, uk: { locale: 'uk', id: 34 } },
        },
        'uk',
      ),
    ).toBe(34)
    expect(translationId({ id: 12, wpml_translations: [{ locale: 'uk_UA', id: '35' }] }, 'uk')).toBe(35)
    expect(translationId({ id: 12, translations: { en: 12 } }, 'uk')).toBeNull()
    expect(languageOf({ id: 1, wpml_current_locale: 'en_GB' })).toBe('en')
    expect(languageOf({ id: 1 })).toBeNull()
  })
})
