import { createHash } from 'node:crypto'

import sharp from 'sharp'

/**
 * Demo pictures, drawn here as SVG and rasterised with sharp: nothing is downloaded. Each picture
 * is derived from a seed string, so a re-run draws the same images.
 */

export type Motif = 'service' | 'portrait' | 'salon' | 'article' | 'page'

function numbers(seed: string): number[] {
  const digest = createHash('sha256').update(seed).digest()
  return Array.from(digest)
}

const palettes: [string, string, string][] = [
  ['#f6d5c3', '#c4511c', '#3b2a22'],
  ['#efe1d6', '#9c6b53', '#2d2320'],
  ['#f3dfe3', '#b5566b', '#35202a'],
  ['#e3e8e1', '#6b8f71', '#22302a'],
  ['#e6e1f0', '#7b68a6', '#2a2438'],
  ['#f5e6cc', '#c08a2e', '#3a2c16'],
  ['#dde9ee', '#4f8199', '#1d2b33'],
]

function svgFor(seed: string, motif: Motif, width: number, height: number): string {
  const n = numbers(`${motif}:${seed}`)
  const [light, mid, dark] = palettes[n[0]! % palettes.length]!
  const r = (i: number, max: number) => (n[i % n.length]! / 255) * max
  const blobs = Array.from({ length: 5 }, (_, i) => {
    const cx = r(i * 3 + 1, width)
    const cy = r(i * 3 + 2, height)
    const rad = 0.12 * width + r(i * 3 + 3, 0.3 * width)
    const fill = i % 2 ? mid : light
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${rad.toFixed(0)}" fill="${fill}" opacity="${(0.25 + r(i + 20, 0.45)).toFixed(2)}"/>`
  }).join('')
  let figure = ''
  if (motif === 'portrait') {
    const cx = width / 2
    figure = `<ellipse cx="${cx}" cy="${height * 0.98}" rx="${width * 0.36}" ry="${height * 0.3}" fill="${dark}" opacity="0.88"/>
      <circle cx="${cx}" cy="${height * 0.42}" r="${width * 0.17}" fill="${dark}" opacity="0.92"/>
      <path d="M${cx - width * 0.2} ${height * 0.42} q${width * 0.2} -${height * 0.34} ${width * 0.4} 0 q0 ${height * 0.2} -${width * 0.06} ${height * 0.28} l-${width * 0.28} 0 q-${width * 0.06} -${height * 0.1} -${width * 0.06} -${height * 0.28}z" fill="${mid}" opacity="0.9"/>`
  } else if (motif === 'salon') {
    figure = `<rect x="${width * 0.18}" y="${height * 0.3}" width="${width * 0.64}" height="${height * 0.55}" rx="12" fill="${dark}" opacity="0.85"/>
      <rect x="${width * 0.26}" y="${height * 0.4}" width="${width * 0.2}" height="${height * 0.45}" rx="60" fill="${light}" opacity="0.9"/>
      <rect x="${width * 0.54}" y="${height * 0.4}" width="${width * 0.2}" height="${height * 0.2}" rx="8" fill="${mid}"/>`
  } else {
    const sweep = r(7, 0.5 * height)
    figure = `<path d="M0 ${height * 0.75 - sweep / 2} C ${width * 0.3} ${height * 0.45}, ${width * 0.6} ${height}, ${width} ${height * 0.6} L ${width} ${height} L 0 ${height} Z" fill="${dark}" opacity="0.8"/>
      <circle cx="${width * 0.75}" cy="${height * 0.3}" r="${width * 0.08}" fill="${mid}"/>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${blobs}${figure}</svg>`
}

export interface GeneratedImage {
  data: Buffer
  mimetype: 'image/png'
  name: string
  size: number
}

/** A PNG (Payload turns it into webp sizes) for the given seed string. */
export async function drawImage(seed: string, motif: Motif): Promise<GeneratedImage> {
  const [width, height] = motif === 'portrait' ? [800, 1000] : [1200, 900]
  const data = await sharp(Buffer.from(svgFor(seed, motif, width, height)))
    .png({ compressionLevel: 6 })
    .toBuffer()
  const name = `${motif}-${seed
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}.png`
  return { data, mimetype: 'image/png', name, size: data.length }
}
