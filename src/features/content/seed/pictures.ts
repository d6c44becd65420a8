/**
 * Which demo picture goes where (docs/plans/pictures.md): every category draws its own subject in
 * its direction's palettes; its services take that subject in composition `i mod 3` and palette
 * `⌊i/3⌋ mod 3` (i = the service's place in its category), so up to nine services of a category
 * get nine different pictures and neighbouring cards never share one. A category's own card shows
 * its first service's picture; directions and the top groups have pictures of their own.
 */
import type { Composition, Direction, PictureSpec, Subject } from './images'

const CATEGORY_SUBJECTS: Record<string, [Subject, Direction, Partial<PictureSpec>?]> = {
  female: ['portrait', 'hair', { look: 0, palette: 0 }],
  male: ['portrait', 'men', { look: 5, palette: 0 }],
  'female/hair': ['styling', 'hair', { composition: 2, palette: 0 }],
  'female/body': ['body', 'body'],
  'female/facial-treatments': ['facial', 'beauty'],
  'female/makeup-brows': ['makeup', 'beauty', { composition: 1, palette: 1 }],
  'female/nails': ['manicure', 'nails', { composition: 2, palette: 1 }],
  'male/beard': ['beard', 'men'],
  'male/body-care': ['body', 'men'],
  'male/hair': ['barber', 'men'],
  'male/nails': ['manicure', 'men'],
  'female/hair/colouring': ['colouring', 'hair'],
  'female/hair/hair-care': ['hair-care', 'hair'],
  'female/hair/styling': ['styling', 'hair'],
  'female/makeup-brows/brows': ['brows', 'beauty'],
  'female/makeup-brows/lashes': ['lashes', 'beauty'],
  'female/makeup-brows/makeup': ['makeup', 'beauty'],
  'female/makeup-brows/permanent': ['permanent', 'beauty'],
  'female/nails/manicure-nails': ['manicure', 'nails'],
  'female/nails/extensions': ['extensions', 'nails'],
  'female/nails/pedicure': ['pedicure', 'nails'],
  'female/nails/hand-spa-treatment': ['hand-spa', 'nails'],
  'female/nails/polish-and-design': ['polish', 'nails'],
}

/** The direction a category path belongs to (for categories this table does not name). */
function directionOf(path: string): Direction {
  if (path.startsWith('male')) return 'men'
  if (path.startsWith('female/hair')) return 'hair'
  if (path.startsWith('female/nails')) return 'nails'
  if (path.startsWith('female/body')) return 'body'
  return 'beauty'
}

/** The i-th variant of a subject: composition i mod 3, palette ⌊i/3⌋ mod 3. */
export function variant(subject: Subject, direction: Direction, i: number): PictureSpec {
  return { subject, direction, composition: (i % 3) as Composition, palette: Math.floor(i / 3) % 3 }
}

/** The picture of the i-th service (in seed order) of a category. */
export function servicePicture(categoryPath: string, i: number): PictureSpec {
  const [subject, direction] = CATEGORY_SUBJECTS[categoryPath] ?? ['salon', directionOf(categoryPath)]
  return variant(subject, direction, i)
}

/**
 * A category's own picture: its first service's; a direction takes one of its categories' variants
 * (stored already) and the top groups a portrait.
 */
export function categoryPicture(path: string): PictureSpec {
  const [subject, direction, extra] = CATEGORY_SUBJECTS[path] ?? ['salon', directionOf(path)]
  const spec = { ...variant(subject, direction, 0), ...extra }
  return subject === 'portrait' ? { ...spec, look: extra?.look ?? 0 } : spec
}

/** Stylists' portraits: a look each (hairstyle, skin and hair colour) in their direction's palette. */
const LOOKS: Record<string, number> = {
  'olivia-bennett': 0,
  'amara-okafor': 4,
  'james-whitmore': 5,
  'rahul-mehta': 3,
  'sofia-rossi': 1,
  'mei-chen': 7,
  'chloe-harrington': 2,
  'tomasz-nowak': 9,
  'grace-adeyemi': 6,
  'daniel-price': 11,
}

const WORK_DIRECTIONS: Record<string, Direction> = {
  hair: 'hair',
  barber: 'men',
  nails: 'nails',
  'makeup-brows': 'beauty',
  body: 'body',
}

export function portraitPicture(slug: string, workCategory: string, i: number): PictureSpec {
  return {
    subject: 'portrait',
    direction: WORK_DIRECTIONS[workCategory] ?? 'salon',
    composition: 0,
    palette: i % 3,
    look: LOOKS[slug] ?? i,
    shape: 'portrait',
  }
}

/** The salons' and the team's pictures: the interior in the salon palettes. */
export function salonPicture(i: number): PictureSpec {
  return { subject: 'salon', direction: 'salon', composition: 0, palette: i % 3 }
}

/**
 * Articles reuse pictures the services already have (the category and the variant), so the blog
 * costs the seed no uploads: the i-th article takes the i-th entry, in turn.
 */
const ARTICLE_PICTURES: [category: string, variant: number][] = [
  ['female/hair/styling', 1],
  ['female/makeup-brows/makeup', 1],
  ['female/hair/colouring', 2],
  ['female/nails/polish-and-design', 3],
  ['female/makeup-brows/brows', 1],
  ['female/hair/hair-care', 4],
  ['female/nails/extensions', 2],
  ['male/hair', 1],
  ['female/makeup-brows/lashes', 1],
  ['female/nails/manicure-nails', 5],
  ['female/body', 1],
  ['male/beard', 1],
]

export function articlePicture(i: number): PictureSpec {
  const [category, k] = ARTICLE_PICTURES[i % ARTICLE_PICTURES.length]!
  return servicePicture(category, k)
}

/** A picture inside the i-th article: the next article's. */
export function articleBodyPicture(i: number): PictureSpec {
  return articlePicture(i + 1)
}
