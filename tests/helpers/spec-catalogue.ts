/**
 * The catalogue of service pages exactly as spec/service-pages-and-booking.md §2.2 lists it,
 * written out independently of the seed data so the tests compare the two.
 * Each entry: [path of the category or service, kind].
 */
const tree: Record<string, Record<string, string[] | Record<string, string[]>>> = {
  female: {
    hair: {
      colouring: [
        'air-touch',
        'root-colour',
        'colour-lift-from-black',
        'colour-change',
        'balayage-shatush',
        'sun-kissed-contouring',
        'roots-touch-up-blow-dry',
        'roots-touch-up',
        'hair-toning',
      ],
      'hair-care': [
        'hair-gloss-redken',
        'fusio-dose',
        'scalp-treatment-orising-dry-dandruff',
        'scalp-hair-rejuvenation-orising',
        'orising-deep-nourishment-hydration',
        'olaplex-for-coloring',
        'fusio-scrub-kerastase',
        'brae-power-dose',
      ],
      styling: [
        'blow-dry-wash',
        'express-updo-no-wash',
        'fringe-trim',
        'textured-extra-curly',
        'updo-wash',
        'bridal-style',
        'haircut-blow-dry',
      ],
    },
    body: ['massage', 'body-wraps', 'waxing-hair-removal'],
    'facial-treatments': [],
    'makeup-brows': {
      brows: ['brow-tint', 'brow-shape', 'brow-lamination-tint-shape', 'brow-shape-tint'],
      lashes: ['lash-tint', 'lash-lamination-tint'],
      makeup: [
        '1-to-1-makeup-courses',
        'cocktail-look',
        'decollete-zone',
        'special-occasion',
        'daytime',
        'evening-party',
      ],
      permanent: ['permanent-makeup-touch-up', 'permanent-eyeliner', 'permanent-eyebrows', 'permanent-lips'],
    },
    nails: {
      'manicure-nails': [
        'classic-gel-manicure-with-take-off',
        'classic-gel-manicure',
        'express-gel-manicure-with-take-off',
        'express-gel-manicure',
        'express-manicure-nail-shaping',
        'express-polish-manicure',
        'classic-manicure-no-polish',
        'classic-polish-manicure',
      ],
      extensions: [
        'full-set-gel-extensions',
        'one-nail-repeimenin',
        'gel-extensions-infill',
        'one-nail-repair',
        'nail-extension-removal',
      ],
      pedicure: [
        'classic-gel-pedicure-with-take-off',
        'classic-polish-pedicure',
        'express-gel-polish-pedicure-with-take-off',
        'express-gel-polish-pedicure',
        'express-polish-pedicure',
        'classic-pedicure-no-polish',
        'classic-gel-polish-pedicure',
        'express-pedicure-nail-shape',
      ],
      'hand-spa-treatment': ['luxury-spa', 'spa-treatment'],
      'polish-and-design': [
        'add-long-nails',
        'simple-nail-art-french',
        'nail-polish-removal',
        'gel-polish-application',
        'nail-polish-application',
        'nail-care-application',
        'simple-nail-art',
        'biab',
        'elaborate-nail-art',
        'gel-removal',
      ],
    },
  },
  male: {
    beard: ['wet-shave', 'beard-trim'],
    'body-care': ['massage'],
    hair: ['mens-haircut-clippers', 'mens-haircut-scissors', 'camouflage-hair', 'kerastase-genesis-homme-treatment'],
    nails: ['male-manicure', 'male-pedicure', 'nail-shape-polish', 'nail-care-application'],
  },
}

export interface SpecEntry {
  path: string
  slug: string
  parentPath: string | null
}

export const specCategories: SpecEntry[] = []
export const specServices: SpecEntry[] = []

for (const [top, directions] of Object.entries(tree)) {
  specCategories.push({ path: top, slug: top, parentPath: null })
  for (const [direction, content] of Object.entries(directions)) {
    const directionPath = `${top}/${direction}`
    specCategories.push({ path: directionPath, slug: direction, parentPath: top })
    if (Array.isArray(content)) {
      for (const service of content)
        specServices.push({ path: `${directionPath}/${service}`, slug: service, parentPath: directionPath })
      continue
    }
    for (const [category, list] of Object.entries(content)) {
      const categoryPath = `${directionPath}/${category}`
      specCategories.push({ path: categoryPath, slug: category, parentPath: directionPath })
      for (const service of list)
        specServices.push({ path: `${categoryPath}/${service}`, slug: service, parentPath: categoryPath })
    }
  }
}
