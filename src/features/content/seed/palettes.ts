/**
 * The demo pictures' colours: three quiet palettes per direction, so a page of one direction looks
 * like one shoot. `paper` and `shade` are the background, `tint` the shape behind the subject,
 * `mid` and `accent` the subject's colours, `ink` its lines.
 */
export type Direction = 'hair' | 'nails' | 'beauty' | 'men' | 'body' | 'salon'

export interface Palette {
  paper: string
  shade: string
  tint: string
  mid: string
  accent: string
  ink: string
}

const p = (paper: string, shade: string, tint: string, mid: string, accent: string, ink: string): Palette => ({
  paper,
  shade,
  tint,
  mid,
  accent,
  ink,
})

export const palettes: Record<Direction, [Palette, Palette, Palette]> = {
  // Terracotta and cream, caramel and sand, cocoa and blush.
  hair: [
    p('#f5ede4', '#ead9c8', '#e6cdb5', '#c98a64', '#b0552f', '#4a2a1d'),
    p('#f4efe6', '#e7dccb', '#dcc8a8', '#b8915b', '#8c5a2b', '#3d2c1c'),
    p('#f6ecea', '#ead6d1', '#e2c2ba', '#b9817a', '#7a3f35', '#3a2220'),
  ],
  // Rose, nude and porcelain with berry.
  nails: [
    p('#f8eeee', '#efdcdc', '#ecc9cb', '#d19a9f', '#a8475a', '#4a2530'),
    p('#f6efe9', '#eadfd4', '#e5cfc0', '#c9a18c', '#9d5f4e', '#40291f'),
    p('#f3f0f2', '#e4dde3', '#dccbd8', '#b291ab', '#7b3b6a', '#35213a'),
  ],
  // Mauve, taupe and soft plum for brows, lashes, make-up and facials.
  beauty: [
    p('#f4eff0', '#e6dcdf', '#dcc9cf', '#b5919c', '#8a4f63', '#3b2630'),
    p('#f3f0ea', '#e5ded3', '#d8cbb9', '#a89277', '#6e5440', '#2f261e'),
    p('#f5eeea', '#e9dbd4', '#e0c5ba', '#c0897a', '#94483c', '#3a221d'),
  ],
  // Slate and sand, olive and stone, charcoal and tobacco.
  men: [
    p('#eeede9', '#dddcd6', '#cfd1cf', '#8d979f', '#5b6b78', '#232c33'),
    p('#efede5', '#dedbcd', '#d3cfba', '#9a9672', '#68653f', '#2a2a1c'),
    p('#efebe6', '#ddd5cc', '#cdbfb1', '#9b826b', '#6d4c33', '#262019'),
  ],
  // Sage, stone and eucalyptus.
  body: [
    p('#eff1ec', '#dfe4db', '#d2dacd', '#9aab96', '#5f7a62', '#27342a'),
    p('#f2f0eb', '#e3dfd6', '#d8d1c3', '#aaa08c', '#77806a', '#2e2c24'),
    p('#edf0ef', '#dbe2e1', '#cbd7d5', '#8fa8a6', '#4f716f', '#21302f'),
  ],
  // The salon: warm ivory, brass and bottle green.
  salon: [
    p('#f4efe7', '#e6dccd', '#dccfb9', '#b99a62', '#3f5b4c', '#2a2620'),
    p('#f2ede8', '#e3d8cf', '#d6c6b8', '#b08d6e', '#6b3f34', '#2a201c'),
    p('#eeeeea', '#dcdcd4', '#cfd0c6', '#a5a48f', '#405a63', '#22272a'),
  ],
}

/** Skin tones for the portraits. */
export const SKIN = ['#e9c4a8', '#c99272', '#8d5a3f', '#f0d2bd', '#a9704f', '#5e3a29']
/** Hair colours for the portraits. */
export const HAIR = ['#3a2419', '#6b3f22', '#1f1a17', '#a86f3d', '#2b2420', '#8a5a3a']
