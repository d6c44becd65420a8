/**
 * The subjects of the demo pictures, drawn as SVG in a box of about 100 units around their centre
 * (images.ts places, scales and turns them). Flat shapes with fine ink outlines, like a still-life
 * illustration: one recognisable object per category, in the palette's colours.
 */
import { HAIR, SKIN, type Palette } from './palettes'

export type Subject =
  | 'colouring'
  | 'hair-care'
  | 'styling'
  | 'barber'
  | 'beard'
  | 'manicure'
  | 'extensions'
  | 'polish'
  | 'pedicure'
  | 'hand-spa'
  | 'brows'
  | 'lashes'
  | 'makeup'
  | 'permanent'
  | 'body'
  | 'facial'
  | 'salon'
  | 'portrait'

export const SUBJECTS: readonly Subject[] = [
  'colouring',
  'hair-care',
  'styling',
  'barber',
  'beard',
  'manicure',
  'extensions',
  'polish',
  'pedicure',
  'hand-spa',
  'brows',
  'lashes',
  'makeup',
  'permanent',
  'body',
  'facial',
  'salon',
  'portrait',
]

/** What each picture shows, for its alt text (a picture reused elsewhere still says what it is). */
export const SUBJECT_ALT: Record<Subject, { en: string; uk: string }> = {
  colouring: {
    en: 'A lock of coloured hair beside a fan of colour swatches',
    uk: 'Пасмо фарбованого волосся поруч із віялом зразків кольору',
  },
  'hair-care': { en: 'A bottle of hair serum and a drop of oil', uk: 'Флакон сироватки для волосся і крапля олії' },
  styling: { en: 'Hairdressing scissors and a comb', uk: 'Перукарські ножиці та гребінець' },
  barber: { en: 'Hair clippers and a barber’s comb', uk: 'Машинка для стрижки та гребінець барбера' },
  beard: { en: 'A shaving brush and a straight razor', uk: 'Помазок для гоління та небезпечна бритва' },
  manicure: {
    en: 'A hand with painted nails and a bottle of polish',
    uk: 'Рука з нафарбованими нігтями та флакон лаку',
  },
  extensions: { en: 'A fan of almond-shaped nail tips', uk: 'Віяло типс мигдалеподібної форми' },
  polish: { en: 'Two bottles of nail polish', uk: 'Два флакони лаку для нігтів' },
  pedicure: {
    en: 'A foot with painted toenails beside smooth pebbles',
    uk: 'Стопа з нафарбованими нігтями поруч із гладкою галькою',
  },
  'hand-spa': {
    en: 'A bowl of warm water with petals, a sprig and drops',
    uk: 'Чаша з теплою водою, пелюстки, гілочка та краплі',
  },
  brows: { en: 'A shaped brow above a closed eye', uk: 'Оформлена брова над заплющеним оком' },
  lashes: { en: 'Long lashes on a closed eye and a lash brush', uk: 'Довгі вії на заплющеному оці та щіточка для вій' },
  makeup: { en: 'A powder compact, a make-up brush and a lipstick', uk: 'Пудрениця, пензлик для макіяжу та помада' },
  permanent: {
    en: 'A brow, lips and a fine pen for permanent make-up',
    uk: 'Брова, губи та тонка ручка для перманентного макіяжу',
  },
  body: { en: 'A stack of smooth stones and a green sprig', uk: 'Стос гладкого каміння та зелена гілочка' },
  facial: { en: 'A jar of face cream with a sprig and drops', uk: 'Баночка крему для обличчя, гілочка та краплі' },
  salon: {
    en: 'The salon: an arched mirror, a chair, a lamp and a plant',
    uk: 'Салон: арочне дзеркало, крісло, лампа та рослина',
  },
  portrait: { en: 'A portrait', uk: 'Портрет' },
}

export interface Drawing {
  defs: string
  body: string
}

const SKIN_LIGHT = '#efd6c4'

/** An outline in the palette's ink. */
const ink = (p: Palette, width = 0.7) =>
  `stroke="${p.ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`

/**
 * Shapes that read as one silhouette: drawn once with a wide outline, then again filled on top,
 * so only the outer edge keeps its line.
 */
function silhouette(shapes: string[], fill: string, p: Palette, width = 1.4): string {
  const strip = (s: string) => s.replace(/\s(fill|stroke|stroke-width)="[^"]*"/g, '')
  const outline = shapes.map((s) =>
    strip(s).replace(
      /^<(\w+)/,
      `<$1 fill="${p.ink}" stroke="${p.ink}" stroke-width="${width}" stroke-linejoin="round"`,
    ),
  )
  const filled = shapes.map((s) => strip(s).replace(/^<(\w+)/, `<$1 fill="${fill}"`))
  return outline.join('') + filled.join('')
}

function comb(p: Palette, x: number, y: number, length: number, turn: number): string {
  const teeth = Array.from({ length: Math.floor((length - 6) / 3.2) }, (_, i) => {
    const ty = -length / 2 + 3 + i * 3.2
    return `<line x1="3.4" y1="${ty.toFixed(1)}" x2="${i % 2 ? 11 : 12.5}" y2="${ty.toFixed(1)}"/>`
  }).join('')
  return `<g transform="translate(${x} ${y}) rotate(${turn})">
    <g stroke="${p.ink}" stroke-width="1.1" stroke-linecap="round">${teeth}</g>
    <rect x="-3.6" y="${-length / 2}" width="7.4" height="${length}" rx="2.2" fill="${p.accent}" ${ink(p)}/>
  </g>`
}

function scissors(p: Palette): string {
  const arm = (turn: number, mirror: boolean) => `<g transform="rotate(${turn})${mirror ? ' scale(-1 1)' : ''}">
      <path d="M1.2 2 L5.4 15" stroke="${p.ink}" stroke-width="2.6" stroke-linecap="round"/>
      <circle cx="6.6" cy="22.5" r="7.4" fill="none" stroke="${p.accent}" stroke-width="2.8"/>
      <circle cx="6.6" cy="22.5" r="7.4" fill="none" stroke="${p.ink}" stroke-width="0.5"/>
      <path d="M-1.8 3 C-3 -14 -2.4 -32 0.4 -46 C2.8 -33 3.6 -15 2.4 3 Z" fill="${p.mid}" ${ink(p, 0.6)}/>
    </g>`
  return `${arm(-9, false)}${arm(9, true)}<circle r="1.8" fill="${p.ink}"/><circle r="0.7" fill="${p.paper}"/>`
}

function polishBottle(p: Palette, x: number, y: number, size: number, colour: string): string {
  const s = size / 30
  return `<g transform="translate(${x} ${y}) scale(${s.toFixed(3)})">
    <rect x="-6" y="-44" width="12" height="28" rx="2.2" fill="${p.ink}"/>
    <rect x="-4" y="-42" width="2" height="24" rx="1" fill="${p.paper}" opacity="0.25"/>
    <rect x="-8" y="-17" width="16" height="4" rx="1" fill="${p.mid}" ${ink(p, 0.5)}/>
    <rect x="-15" y="-13" width="30" height="28" rx="7" fill="${colour}" ${ink(p, 0.7)}/>
    <rect x="-11" y="-9" width="4" height="18" rx="2" fill="${p.paper}" opacity="0.45"/>
  </g>`
}

function leafSprig(p: Palette, x: number, y: number, length: number, turn: number, colour = p.mid): string {
  const leaves = Array.from({ length: 6 }, (_, i) => {
    const t = 0.18 + i * 0.15
    const side = i % 2 ? 1 : -1
    return `<path transform="translate(0 ${(-t * length).toFixed(1)}) rotate(${side * 48 - 90}) scale(${(1.15 - t * 0.6).toFixed(2)})" d="M0 0 C4 -4.5 11 -4.5 15 0 C11 4.5 4 4.5 0 0 Z" fill="${colour}" ${ink(p, 0.45)}/>`
  }).join('')
  return `<g transform="translate(${x} ${y}) rotate(${turn})"><path d="M0 0 C1 ${-length * 0.4} -1 ${-length * 0.7} 1 ${-length}" fill="none" ${ink(p, 0.8)}/>${leaves}</g>`
}

function droplet(p: Palette, x: number, y: number, size: number): string {
  return `<path transform="translate(${x} ${y}) scale(${size / 10})" d="M0 -10 C3 -5 6 -1 6 3 A6 6 0 0 1 -6 3 C-6 -1 -3 -5 0 -10 Z" fill="${p.tint}" ${ink(p, 0.6 / (size / 10))}/>`
}

function stones(p: Palette, x: number, y: number, k: number): string {
  const rows: [number, number, number, number, string][] = [
    [0, 0, 24, 8.5, p.ink],
    [-2, -14, 19, 7.5, p.mid],
    [1, -26.5, 14, 6.5, p.tint],
    [-0.5, -37, 9.5, 5, p.accent],
  ]
  return `<g transform="translate(${x} ${y}) scale(${k})">${rows
    .map(
      ([cx, cy, rx, ry, fill]) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${ink(p, 0.6)}/>`,
    )
    .join('')}</g>`
}

function closedEye(p: Palette, x: number, y: number, width: number, lashLength: number): string {
  const half = width / 2
  const lashes = Array.from({ length: 9 }, (_, i) => {
    const t = (i + 1) / 10
    const lx = -half + t * width
    const ly = 4 * t * (1 - t) * (width * 0.22)
    const lean = (t - 0.5) * 1.6
    return `<path d="M${lx.toFixed(1)} ${ly.toFixed(1)} q${(lean * lashLength * 0.4).toFixed(1)} ${(lashLength * 0.6).toFixed(1)} ${(lean * lashLength).toFixed(1)} ${lashLength.toFixed(1)}" fill="none" ${ink(p, 0.8)}/>`
  }).join('')
  return `<g transform="translate(${x} ${y})"><path d="M${-half} 0 Q0 ${(width * 0.44).toFixed(1)} ${half} 0" fill="none" ${ink(p, 1.3)}/>${lashes}</g>`
}

function brow(p: Palette, x: number, y: number, width: number): string {
  const hairs = Array.from({ length: 26 }, (_, i) => {
    const t = i / 25
    const bx = -width / 2 + t * width
    const by = -Math.sin(Math.min(t / 0.68, 1) * (Math.PI / 2)) * 9 + (t > 0.68 ? ((t - 0.68) / 0.32) * 6 : 0)
    const len = 7 - t * 3.2
    const slant = 0.9 - t * 1.6
    return `<line x1="${bx.toFixed(1)}" y1="${(by + 2.6).toFixed(1)}" x2="${(bx + slant * len).toFixed(1)}" y2="${(by - len * 0.55).toFixed(1)}" opacity="${(0.6 + (i % 3) * 0.15).toFixed(2)}"/>`
  }).join('')
  return `<g transform="translate(${x} ${y})" stroke="${p.ink}" stroke-width="1" stroke-linecap="round">${hairs}</g>`
}

function lips(p: Palette, x: number, y: number, k: number): string {
  return `<g transform="translate(${x} ${y}) scale(${k})">
    <path d="M-22 0 C-15 -6 -8 -11 -3.5 -8 Q0 -5.5 3.5 -8 C8 -11 15 -6 22 0 Q0 3 -22 0 Z" fill="${p.accent}" ${ink(p, 0.6)}/>
    <path d="M-22 0 Q0 3 22 0 Q12 15 0 15 Q-12 15 -22 0 Z" fill="${p.mid}" ${ink(p, 0.6)}/>
    <path d="M-8 7 Q0 9.5 8 7" fill="none" stroke="${p.paper}" stroke-width="1.2" opacity="0.5" stroke-linecap="round"/>
  </g>`
}

/** Hairstyles of the portraits: long waves, bob, bun, short crop, curls, crop with a beard. */
function portrait(p: Palette, look: number): Drawing {
  const style = look % 6
  const tone = Math.floor(look / 6)
  const skin = SKIN[(style + tone * 2 + 1) % SKIN.length]!
  const hair = HAIR[(style * 5 + tone * 3 + 2) % HAIR.length]!
  const clothes = [p.accent, p.ink, p.mid][look % 3]!
  const back: Record<number, string> = {
    0: `<path d="M-14 -6 C-17 -24 17 -24 14 -6 C17 8 21 22 17 34 C9 39 -9 39 -17 34 C-21 22 -17 8 -14 -6 Z" fill="${hair}"/>`,
    1: `<path d="M-15.5 -4 C-17 -22 17 -22 15.5 -4 L15.5 12 Q8 15 2 12 L-2 12 Q-8 15 -15.5 12 Z" fill="${hair}"/>`,
    2: `<circle cx="0" cy="-18" r="7" fill="${hair}"/>`,
    4: Array.from({ length: 15 }, (_, i) => {
      const a = Math.PI * (0.8 + (i / 14) * 1.4)
      return `<circle cx="${(Math.cos(a) * 15).toFixed(1)}" cy="${(-3 + Math.sin(a) * 16).toFixed(1)}" r="${(6 + (i % 3)).toFixed(1)}" fill="${hair}"/>`
    }).join(''),
  }
  const front: Record<number, string> = {
    0: `<path d="M-12.5 -1 C-14 -16 -4 -20 2 -17.5 C10 -16 14 -9 12.5 0 C8 -9 -2 -11.5 -12.5 -1 Z" fill="${hair}"/>`,
    1: `<path d="M-12.6 -3 C-13 -16.5 13 -16.5 12.6 -3 Z" fill="${hair}"/>`,
    2: `<path d="M-12 -2 C-13.5 -21 13.5 -21 12 -2 C8 -9.5 -8 -9.5 -12 -2 Z" fill="${hair}"/>`,
    3: `<path d="M-11.6 -2.5 C-13 -21.5 13 -21.5 11.6 -2.5 C10.5 -8 6 -10.5 0 -10.5 C-6 -10.5 -10.5 -8 -11.6 -2.5 Z" fill="${hair}"/>`,
    4: `<path d="M-11.5 -4 C-12 -20 12 -20 11.5 -4 C6 -10 -6 -10 -11.5 -4 Z" fill="${hair}"/>`,
    5: `<path d="M-11.6 -2.5 C-13 -21.5 13 -21.5 11.6 -2.5 C10.5 -8 6 -10.5 0 -10.5 C-6 -10.5 -10.5 -8 -11.6 -2.5 Z" fill="${hair}"/>
      <path d="M-11.3 1 C-11.5 11 -6 17 0 17 C6 17 11.5 11 11.3 1 C9 7 5 8.5 0 7.5 C-5 8.5 -9 7 -11.3 1 Z" fill="${hair}"/>
      <path d="M-5 6.2 Q0 3.8 5 6.2 Q0 5.6 -5 6.2 Z" fill="${hair}" stroke="${hair}" stroke-width="1.4" stroke-linejoin="round"/>`,
  }
  const ears =
    style >= 2 && style !== 4
      ? `<ellipse cx="-11.4" cy="1.5" rx="2.2" ry="3.4" fill="${skin}"/><ellipse cx="11.4" cy="1.5" rx="2.2" ry="3.4" fill="${skin}"/>`
      : ''
  const body = `${back[style] ?? ''}
    <path d="M-40 72 C-40 38 -24 26 0 24.5 C24 26 40 38 40 72 Z" fill="${clothes}"/>
    <path d="M-5.5 8 L-5.5 25 Q0 31 5.5 25 L5.5 8 Z" fill="${skin}"/>
    <path d="M-5.5 14 Q0 18 5.5 14 L5.5 11 L-5.5 11 Z" fill="${p.ink}" opacity="0.12"/>
    <path d="M-9 25 L0 35 L9 25" fill="none" stroke="${p.paper}" stroke-width="0.9" opacity="0.5"/>
    ${ears}<ellipse cx="0" cy="0" rx="11" ry="14" fill="${skin}"/>
    ${front[style] ?? ''}`
  return { defs: '', body }
}

function salon(p: Palette): string {
  return `
    <line x1="-72" y1="44" x2="72" y2="44" ${ink(p, 0.8)} opacity="0.6"/>
    <path d="M-42 30 V-22 A20 20 0 0 1 -2 -22 V30 Z" fill="${p.mid}" ${ink(p, 0.7)}/>
    <path d="M-38.5 30 V-22 A16.5 16.5 0 0 1 -5.5 -22 V30 Z" fill="url(#glass)"/>
    <path d="M-32 -6 L-18 -26 M-28 4 L-12 -18" stroke="${p.paper}" stroke-width="1.2" opacity="0.6" stroke-linecap="round"/>
    <rect x="-36" y="8" width="28" height="20" rx="9" fill="${p.accent}" ${ink(p, 0.6)}/>
    <rect x="-38" y="25" width="32" height="6.5" rx="3" fill="${p.accent}" ${ink(p, 0.6)}/>
    <rect x="-23.6" y="31.5" width="3.2" height="11" fill="${p.ink}"/>
    <ellipse cx="-22" cy="43" rx="10" ry="1.8" fill="${p.ink}"/>
    <line x1="18" y1="-70" x2="18" y2="-26" ${ink(p, 0.6)}/>
    <circle cx="18" cy="-16" r="16" fill="${p.paper}" opacity="0.35"/>
    <path d="M8 -17 A10 10 0 0 1 28 -17 Z" fill="${p.mid}" ${ink(p, 0.6)}/>
    <rect x="8" y="14" width="42" height="4" rx="1.5" fill="${p.ink}"/>
    <line x1="12" y1="18" x2="12" y2="44" ${ink(p, 1.2)}/><line x1="46" y1="18" x2="46" y2="44" ${ink(p, 1.2)}/>
    ${polishBottle(p, 20, 14, 9, p.accent)}${polishBottle(p, 27, 14, 7, p.mid)}
    <path d="M52 44 L50 30 L64 30 L62 44 Z" fill="${p.mid}" ${ink(p, 0.6)}/>
    ${leafSprig(p, 57, 30, 34, -12, p.accent)}${leafSprig(p, 57, 30, 26, 22, p.accent)}`
}

const DRAW: Record<Exclude<Subject, 'portrait'>, (p: Palette) => string> = {
  colouring: (p) => {
    const strands = Array.from({ length: 10 }, (_, i) => {
      const x = -30 + i * 3
      const bend = 14 + (i % 3) * 3
      return `<path d="M${x} -40 C${x + bend} -16 ${x - bend - 4} 8 ${x + 5 + (i % 2) * 3} 42" fill="none" stroke="url(#strand)" stroke-width="3.4" stroke-linecap="round"/>`
    }).join('')
    const cards = [-24, -6, 12]
      .map(
        (a, i) =>
          `<rect transform="rotate(${a})" x="-5.5" y="-44" width="11" height="44" rx="5.5" fill="${[p.mid, p.accent, p.ink][i]}" ${ink(p, 0.5)}/>`,
      )
      .join('')
    return `${strands}<rect x="-29" y="-44" width="34" height="6" rx="3" fill="${p.ink}"/>
      <g transform="translate(26 30)">${cards}<circle r="2.2" fill="${p.paper}" ${ink(p, 0.5)}/></g>`
  },
  'hair-care': (p) => `
    <path d="M14 -22 C22 -30 30 -14 38 -22 M14 -10 C22 -18 30 -2 38 -10 M14 2 C22 -6 30 10 38 2" fill="none" stroke="${p.accent}" stroke-width="2.2" stroke-linecap="round"/>
    <rect x="-10" y="-36" width="7" height="18" rx="3.5" fill="${p.accent}" ${ink(p, 0.6)}/>
    <rect x="-12" y="-20" width="11" height="6" rx="1" fill="${p.ink}"/>
    <rect x="-22" y="-14" width="31" height="50" rx="7" fill="${p.mid}" ${ink(p, 0.7)}/>
    <rect x="-17" y="2" width="21" height="18" rx="1.5" fill="${p.paper}" opacity="0.9"/>
    <line x1="-13" y1="8" x2="0" y2="8" ${ink(p, 0.5)}/><line x1="-13" y1="13" x2="-4" y2="13" ${ink(p, 0.5)}/>
    <rect x="-19" y="-10" width="3" height="42" rx="1.5" fill="${p.paper}" opacity="0.3"/>
    ${droplet(p, 26, 26, 9)}`,
  styling: (p) => `<g transform="translate(-10 4)">${scissors(p)}</g>${comb(p, 22, 0, 76, 8)}`,
  barber: (p) => `
    ${comb(p, 26, 2, 64, -6)}
    <path d="M-6 42 C-6 56 22 50 30 58" fill="none" ${ink(p, 0.9)}/>
    <g stroke="${p.ink}" stroke-width="0.9" stroke-linecap="round">${Array.from({ length: 11 }, (_, i) => `<line x1="${-19.5 + i * 2.7}" y1="-40" x2="${-19.5 + i * 2.7}" y2="-35"/>`).join('')}</g>
    <rect x="-21" y="-36" width="30" height="9" rx="1.5" fill="${p.accent}" ${ink(p, 0.6)}/>
    <path d="M-19 -28 L7 -28 C8 -10 6 30 0 42 L-12 42 C-18 30 -20 -10 -19 -28 Z" fill="${p.mid}" ${ink(p, 0.7)}/>
    <rect x="-9.5" y="-12" width="7" height="15" rx="3.5" fill="${p.paper}" ${ink(p, 0.5)}/>
    <path d="M-15 -22 C-16 0 -14 24 -10 36" stroke="${p.paper}" stroke-width="1.4" opacity="0.35" fill="none" stroke-linecap="round"/>`,
  beard: (p) => `
    <g transform="translate(26 0) rotate(12)">
      <path d="M-3 -44 L3 -44 L4 8 L-4 8 Z" fill="${p.mid}" ${ink(p, 0.6)}/>
      <path d="M3 -44 L9 -40 L9 4 L4 8 Z" fill="${p.tint}" ${ink(p, 0.6)}/>
      <path d="M-4 8 C-6 24 -4 36 0 44 C4 36 6 24 4 8 Z" fill="${p.ink}"/>
      <circle cx="0" cy="8" r="1.3" fill="${p.paper}"/>
    </g>
    <g transform="translate(-12 0)">
      <path d="M-11 40 L-9 10 L9 10 L11 40 Q0 44 -11 40 Z" fill="${p.accent}" ${ink(p, 0.7)}/>
      <rect x="-10.5" y="5" width="21" height="6" rx="1.5" fill="${p.mid}" ${ink(p, 0.6)}/>
      <path d="M-9.5 5 C-16 -12 -10 -32 0 -34 C10 -32 16 -12 9.5 5 Z" fill="${p.paper}" ${ink(p, 0.7)}/>
      <path d="M-9.5 5 C-12 -6 -10 -16 -6 -22 M0 5 L0 -30 M9.5 5 C12 -6 10 -16 6 -22" fill="none" stroke="${p.mid}" stroke-width="0.6"/>
    </g>`,
  manicure: (p) => {
    const fingers: [number, number][] = [
      [-14.5, -36],
      [-4.8, -42],
      [4.8, -40],
      [14.2, -31],
    ]
    const shapes = [
      ...fingers.map(([x, top]) => `<rect x="${x - 4.6}" y="${top}" width="9.2" height="${-top + 4}" rx="4.6"/>`),
      `<rect x="-19.2" y="-12" width="38.4" height="38" rx="11"/>`,
      `<rect transform="translate(-17 10) rotate(-52)" x="-4.6" y="-24" width="9.2" height="26" rx="4.6"/>`,
      `<rect x="-13" y="18" width="26" height="30"/>`,
    ]
    const nails = [
      ...fingers.map(([x, top]) => `<ellipse cx="${x}" cy="${top + 5.6}" rx="3.2" ry="4.6" fill="${p.accent}"/>`),
      `<ellipse transform="translate(-17 10) rotate(-52)" cx="0" cy="-18.6" rx="3.2" ry="4.4" fill="${p.accent}"/>`,
    ]
    return `<g transform="translate(-8 0)">${silhouette(shapes, SKIN_LIGHT, p)}${nails.join('')}
      <rect x="-15" y="34" width="30" height="16" rx="2" fill="${p.mid}" ${ink(p, 0.6)}/></g>
      ${polishBottle(p, 30, 26, 24, p.accent)}`
  },
  extensions: (p) => {
    const nails = [-44, -22, 0, 22, 44]
      .map(
        (a, i) => `<g transform="rotate(${a})"><g transform="translate(0 -16)">
          <path d="M-6.5 0 C-7.5 -16 -3.5 -31 0 -40 C3.5 -31 7.5 -16 6.5 0 Q0 3 -6.5 0 Z" fill="${i % 2 ? p.mid : p.accent}" ${ink(p, 0.6)}/>
          <path d="M-2.5 -4 C-3.2 -14 -1.6 -24 0 -30" fill="none" stroke="${p.paper}" stroke-width="1.1" opacity="0.55" stroke-linecap="round"/></g></g>`,
      )
      .join('')
    return `<g transform="translate(0 26)">${nails}<path d="M-22 0 A22 22 0 0 1 22 0 Z" fill="${p.tint}" ${ink(p, 0.7)}/><circle r="2.4" fill="${p.ink}"/></g>`
  },
  polish: (p) => `${polishBottle(p, -12, 12, 34, p.accent)}${polishBottle(p, 17, 24, 24, p.mid)}
    <circle cx="34" cy="-6" r="3.2" fill="${p.accent}"/><circle cx="40" cy="2" r="2" fill="${p.mid}"/>`,
  pedicure: (p) => {
    const toes: [number, number, number][] = [
      [-8.5, -27.5, 5.4],
      [0.5, -30, 3.7],
      [7, -28.5, 3.3],
      [12, -25, 2.9],
      [15.8, -19.6, 2.5],
    ]
    return `<g transform="translate(-12 0)">
      <path d="M-2 -20 C10 -21 16 -8 14 4 C12 16 14 28 6 36 C-2 42 -13 38 -13 26 C-13 14 -16 2 -14 -8 C-12 -17 -7 -20 -2 -20 Z" fill="${SKIN_LIGHT}" ${ink(p, 0.8)}/>
      ${toes.map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${(r * 1.2).toFixed(1)}" fill="${SKIN_LIGHT}" ${ink(p, 0.8)}/><ellipse cx="${x}" cy="${y - r * 0.35}" rx="${(r * 0.55).toFixed(1)}" ry="${(r * 0.5).toFixed(1)}" fill="${p.accent}"/>`).join('')}
    </g>${stones(p, 28, 38, 0.75)}`
  },
  'hand-spa': (p) => `
    ${leafSprig(p, 22, -4, 40, 28)}
    <path d="M-34 4 A34 24 0 0 0 34 4 Z" fill="${p.mid}" ${ink(p, 0.7)}/>
    <ellipse cx="0" cy="4" rx="34" ry="6" fill="${p.tint}" ${ink(p, 0.7)}/>
    <ellipse cx="0" cy="4" rx="18" ry="3" fill="none" stroke="${p.paper}" stroke-width="0.9"/>
    <ellipse cx="-6" cy="3.4" rx="8" ry="1.6" fill="none" stroke="${p.paper}" stroke-width="0.7"/>
    <path d="M-8 4 C-10 -2 -4 -6 0 -2 C4 -6 10 -2 8 4" fill="${p.accent}" ${ink(p, 0.5)}/>
    ${droplet(p, -22, -26, 8)}${droplet(p, -10, -36, 5.5)}`,
  brows: (p) => `${brow(p, -2, -10, 64)}${closedEye(p, 0, 12, 50, 6)}`,
  lashes: (p) => `${closedEye(p, -6, -2, 66, 12)}
    <g transform="translate(30 14) rotate(38)">
      <rect x="-1.5" y="-6" width="3" height="40" rx="1.5" fill="${p.accent}"/>
      <g stroke="${p.ink}" stroke-width="0.8" stroke-linecap="round">${Array.from({ length: 9 }, (_, i) => `<line x1="-4" y1="${-26 + i * 2.4}" x2="4" y2="${-26 + i * 2.4}"/>`).join('')}</g>
      <line x1="0" y1="-28" x2="0" y2="-6" ${ink(p, 0.9)}/>
    </g>`,
  makeup: (p) => `
    <g transform="translate(-16 10)">
      <circle r="22" fill="${p.ink}"/><circle r="18" fill="${p.mid}"/><circle r="18" fill="none" stroke="${p.paper}" stroke-width="0.6" opacity="0.5"/>
      <circle cx="-5" cy="-5" r="7" fill="${p.paper}" opacity="0.18"/>
    </g>
    <g transform="translate(10 -4) rotate(28)">
      <rect x="-2.6" y="0" width="5.2" height="48" rx="2.6" fill="${p.ink}"/>
      <rect x="-3.6" y="-9" width="7.2" height="10" rx="1" fill="${p.mid}" ${ink(p, 0.5)}/>
      <path d="M-3.6 -9 C-9 -22 -4.5 -33 0 -35 C4.5 -33 9 -22 3.6 -9 Z" fill="${p.accent}" ${ink(p, 0.5)}/>
    </g>
    <g transform="translate(30 14)">
      <path d="M-4.6 -10 L-4.6 -19 L4.6 -24 L4.6 -10 Z" fill="${p.accent}" ${ink(p, 0.5)}/>
      <rect x="-5.6" y="-10" width="11.2" height="8" fill="${p.mid}" ${ink(p, 0.5)}/>
      <rect x="-7" y="-2" width="14" height="30" rx="1.5" fill="${p.ink}"/>
    </g>`,
  permanent: (p) => `${brow(p, -2, -24, 56)}${lips(p, -4, 14, 1.1)}
    <g transform="translate(32 -2) rotate(24)">
      <rect x="-3" y="-18" width="6" height="46" rx="3" fill="${p.ink}"/>
      <rect x="-3.6" y="-24" width="7.2" height="7" rx="1" fill="${p.mid}"/>
      <path d="M-1.6 -24 L0 -34 L1.6 -24 Z" fill="${p.mid}" ${ink(p, 0.4)}/>
    </g>`,
  body: (p) => `${leafSprig(p, 18, 36, 72, 14)}${stones(p, -6, 34, 1.15)}`,
  facial: (p) => `
    ${leafSprig(p, -26, 28, 60, -20)}
    <rect x="-14" y="6" width="40" height="28" rx="7" fill="${p.tint}" ${ink(p, 0.7)}/>
    <rect x="-16" y="-4" width="44" height="11" rx="3" fill="${p.accent}" ${ink(p, 0.7)}/>
    <line x1="-6" y1="20" x2="18" y2="20" stroke="${p.mid}" stroke-width="1.6" stroke-linecap="round"/>
    <path d="M-2 -4 C-2 -14 6 -16 8 -10 C12 -18 20 -12 16 -4 Z" fill="${p.paper}" ${ink(p, 0.6)}/>
    ${droplet(p, 36, -18, 8)}${droplet(p, 28, -34, 5)}`,
  salon,
}

/** One subject in the palette; `look` picks a portrait's hairstyle, skin and hair colour. */
export function drawSubject(subject: Subject, p: Palette, look: number): Drawing {
  if (subject === 'portrait') return portrait(p, look)
  const defs =
    subject === 'colouring'
      ? `<linearGradient id="strand" gradientUnits="userSpaceOnUse" x1="0" y1="-40" x2="0" y2="42"><stop offset="0" stop-color="${p.ink}"/><stop offset="0.45" stop-color="${p.accent}"/><stop offset="0.8" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.tint}"/></linearGradient>`
      : subject === 'salon'
        ? `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.paper}"/><stop offset="1" stop-color="${p.tint}"/></linearGradient>`
        : ''
  return { defs, body: DRAW[subject](p) }
}
