import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { drawSubject, type Subject } from './motifs'
import { palettes, type Direction, type Palette } from './palettes'

/**
 * Demo pictures, drawn here as SVG and rasterised with sharp: nothing is downloaded
 * (docs/plans/pictures.md). A picture is a still life of one subject (scissors and comb, a
 * polish bottle, a stylist's head…) in one of three compositions and one of three palettes of
 * its direction, on a paper texture. The generator knows where it put the subject and hands that
 * to the upload as the focal point, so every crop keeps it. The same spec always gives the same
 * bytes; rendered files are kept in the OS temp folder by the SVG's hash, so a second seed on
 * this machine skips the rasterising.
 */

export type { Subject } from './motifs'
export type { Direction } from './palettes'

export type Composition = 0 | 1 | 2
export type Shape = 'landscape' | 'portrait'

export interface PictureSpec {
  subject: Subject
  direction: Direction
  composition: Composition
  /** Index into the direction's palettes (0–2). */
  palette: number
  /** Portraits: which hairstyle and skin tone (any whole number); ignored by still lifes. */
  look?: number
  shape?: Shape
}

export interface Focal {
  /** Per cent of the width, 1–99. */
  x: number
  /** Per cent of the height, 1–99. */
  y: number
}

/** Large enough for a card at twice its size and a page's picture; small enough to seed quickly. */
const SIZES: Record<Shape, [number, number]> = { landscape: [960, 720], portrait: [720, 900] }

/** Where each composition puts the subject (per cent), how large (share of the height) and turned. */
const COMPOSITIONS: { x: number; y: number; scale: number; turn: number }[] = [
  { x: 50, y: 54, scale: 0.7, turn: 0 },
  { x: 36, y: 55, scale: 0.64, turn: -14 },
  { x: 62, y: 52, scale: 0.8, turn: 16 },
]

/** The subject's centre in per cent: what a crop must keep. Portraits keep the face. */
export function focalOf(spec: PictureSpec): Focal {
  if (spec.subject === 'portrait') return { x: 50, y: spec.shape === 'portrait' ? 40 : 42 }
  const c = COMPOSITIONS[spec.composition]!
  return { x: c.x, y: c.y }
}

const n = (v: number) => Number(v.toFixed(1))

function backdrop(spec: PictureSpec, p: Palette, w: number, h: number): string {
  const f = focalOf(spec)
  const cx = (f.x / 100) * w
  const cy = (f.y / 100) * h
  if (spec.subject === 'portrait') {
    const r = h * 0.36
    return `<circle cx="${n(cx)}" cy="${n(cy + h * 0.04)}" r="${n(r)}" fill="${p.tint}"/>`
  }
  switch (spec.composition) {
    case 0: {
      // An arch behind the subject, standing on a quiet floor line.
      const aw = h * 0.62
      const top = h * 0.16
      const bottom = h * 0.9
      return `<path d="M${n(cx - aw / 2)} ${n(bottom)} V${n(top + aw / 2)} A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(cx + aw / 2)} ${n(top + aw / 2)} V${n(bottom)} Z" fill="${p.tint}"/>
        <line x1="${n(w * 0.08)}" y1="${n(bottom)}" x2="${n(w * 0.92)}" y2="${n(bottom)}" stroke="${p.mid}" stroke-width="2" opacity="0.5"/>`
    }
    case 1: {
      // A large disc to the right of the subject and a fine ring around it.
      return `<circle cx="${n(w * 0.7)}" cy="${n(h * 0.38)}" r="${n(h * 0.42)}" fill="${p.tint}"/>
        <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.36)}" fill="none" stroke="${p.mid}" stroke-width="2" opacity="0.55"/>`
    }
    default: {
      // A table top across the lower part and a small sun in the corner.
      return `<rect x="0" y="${n(h * 0.66)}" width="${w}" height="${n(h * 0.34)}" fill="${p.tint}"/>
        <circle cx="${n(w * 0.18)}" cy="${n(h * 0.26)}" r="${n(h * 0.09)}" fill="${p.accent}" opacity="0.35"/>
        <circle cx="${n(w * 0.24)}" cy="${n(h * 0.8)}" r="${n(h * 0.035)}" fill="${p.mid}" opacity="0.7"/>
        <circle cx="${n(w * 0.3)}" cy="${n(h * 0.84)}" r="${n(h * 0.022)}" fill="${p.accent}" opacity="0.6"/>`
    }
  }
}

/** The whole picture as SVG text (exported for tests and for looking at). */
export function pictureSvg(spec: PictureSpec): string {
  const [w, h] = SIZES[spec.shape ?? 'landscape']
  const p = palettes[spec.direction][spec.palette % 3]!
  const f = focalOf(spec)
  const c = COMPOSITIONS[spec.composition]!
  // Subjects are drawn in a box of 100 units around their centre.
  const scale = spec.subject === 'portrait' ? (h * 0.9) / 100 : (h * c.scale) / 100
  const turn = spec.subject === 'portrait' || spec.subject === 'salon' ? 0 : c.turn
  const subject = drawSubject(spec.subject, p, spec.look ?? 0)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${p.paper}"/><stop offset="1" stop-color="${p.shade}"/></linearGradient>
<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="1.6"/><feOffset dx="1.2" dy="2.2"/><feComponentTransfer><feFuncA type="linear" slope="0.22"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
${subject.defs}
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${backdrop(spec, p, w, h)}
<g transform="translate(${n((f.x / 100) * w)} ${n((f.y / 100) * h)}) scale(${n(scale * 100) / 100}) rotate(${turn})">${subject.body}</g>
</svg>`
}

export interface GeneratedImage {
  data: Buffer
  mimetype: 'image/jpeg'
  name: string
  size: number
  /** Where the subject is: the upload's focal point. */
  focal: Focal
}

const CACHE_DIR = path.join(os.tmpdir(), 'parlour-seed-pictures')
/** Part of the cache key: change it when the texture or the encoding below changes. */
const RASTER = 'mottle-40-9-blur14/jpeg-90-444'

const textures = new Map<string, Promise<Buffer>>()

/**
 * A soft paper mottle laid over the whole picture: a small grid of light and dark cells from a
 * fixed pseudo-random sequence (the same bytes every run), enlarged smoothly to the picture's size
 * and kept at a few per cent opacity. Smooth, so it costs the webp sizes almost nothing (a fine
 * grain multiplied them by five).
 */
function texture(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`
  const known = textures.get(key)
  if (known) return known
  const [cols, rows] = [Math.round(width / 40), Math.round(height / 40)]
  const cells = Buffer.alloc(cols * rows * 4)
  let state = 0x2f6b1d3
  for (let i = 0; i < cols * rows; i++) {
    // xorshift32
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    const v = (state >>> 0) % 256
    const light = v & 1 ? 255 : 60
    cells.fill(light, i * 4, i * 4 + 3)
    cells.writeUInt8(Math.round((v / 255) * 9), i * 4 + 3)
  }
  const made = sharp(cells, { raw: { width: cols, height: rows, channels: 4 } })
    .resize(width, height, { kernel: 'cubic' })
    .blur(14)
    .png()
    .toBuffer()
  textures.set(key, made)
  return made
}

async function rasterise(svg: string, width: number, height: number, cache: boolean): Promise<Buffer> {
  const key = createHash('sha256').update(RASTER).update(svg).digest('hex').slice(0, 32)
  const file = path.join(CACHE_DIR, `${key}.jpg`)
  if (cache) {
    try {
      return await readFile(file)
    } catch {
      // not drawn on this machine yet
    }
  }
  const data = await sharp(Buffer.from(svg))
    .composite([{ input: await texture(width, height) }])
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer()
  try {
    await mkdir(CACHE_DIR, { recursive: true })
    // Written aside then renamed, so a parallel seed never reads half a file.
    const aside = `${file}.${process.pid}.tmp`
    await writeFile(aside, data)
    await rename(aside, file)
  } catch {
    // the cache is only a shortcut
  }
  return data
}

/** A name that says what the picture is: `colouring-hair-c1-p2.jpg`. */
export function pictureName(spec: PictureSpec): string {
  const look = spec.subject === 'portrait' ? `-l${spec.look ?? 0}` : `-c${spec.composition}`
  const tall = spec.shape === 'portrait' ? '-tall' : ''
  return `${spec.subject}-${spec.direction}${look}-p${spec.palette % 3}${tall}.jpg`
}

/** A JPEG of the spec (Payload turns it into webp sizes), with the focal point it was drawn around. */
export async function drawImage(spec: PictureSpec, { cache = true } = {}): Promise<GeneratedImage> {
  const [width, height] = SIZES[spec.shape ?? 'landscape']
  const data = await rasterise(pictureSvg(spec), width, height, cache)
  return { data, mimetype: 'image/jpeg', name: pictureName(spec), size: data.length, focal: focalOf(spec) }
}
