'use client'

import type { ReactNode } from 'react'

import { swatchHex, type ColourBy, type SwatchName } from '../../domain/calendar-colours'
import type { VisitFlags } from '../../domain/visit-flags'

import type { CalendarText } from './text'
import styles from './grid.module.css'

/**
 * The marks on a visit's block and the calendar's legend (decision 0049). Each mark is a small
 * inline SVG drawn here whose title is its meaning: the tooltip on hover, and part of the block's
 * accessible name, so a mark never speaks by its shape alone.
 */

type Mark = 'newClient' | 'note' | 'online' | 'textSent' | 'confirmed'

/** The shapes, on a 16×16 grid, in the text's colour. */
const SHAPES: Record<Mark, ReactNode> = {
  // A star: someone new.
  newClient: <path d="M8 1.5l1.9 4.1 4.5.5-3.4 3 1 4.4L8 11.2l-4 2.3 1-4.4-3.4-3 4.5-.5z" fill="currentColor" />,
  // A page with a folded corner and lines.
  note: (
    <>
      <path d="M3 1.5h7l3 3v10H3z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M5.5 7h5M5.5 9.5h5M5.5 12h3" stroke="currentColor" strokeWidth="1.3" />
    </>
  ),
  // A globe: booked on the website.
  online: (
    <>
      <circle cx="8" cy="8" r="6.2" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <ellipse cx="8" cy="8" rx="2.6" ry="6.2" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <path d="M2 8h12" stroke="currentColor" strokeWidth="1.2" />
    </>
  ),
  // A speech bubble: a text went out.
  textSent: (
    <path d="M2 3.5h12v7H7l-3.5 3v-3H2z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
  ),
  // A speech bubble with a tick: the client said yes.
  confirmed: (
    <>
      <path d="M2 3.5h12v7H7l-3.5 3v-3H2z" fill="currentColor" />
      <path d="M5 7l2 2 4-4" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
}

function MarkIcon({ mark, title }: { mark: Mark; title: string }) {
  return (
    <svg
      role="img"
      className={styles.mark}
      viewBox="0 0 16 16"
      width="14"
      height="14"
      data-mark={mark}
      focusable="false"
    >
      <title>{title}</title>
      {SHAPES[mark]}
    </svg>
  )
}

/** The marks that apply to a visit, with their meanings in the admin's language. */
export function marksOf(flags: VisitFlags | undefined, text: CalendarText): { mark: Mark; title: string }[] {
  if (!flags) return []
  const note = { visit: text.markNoteVisit, client: text.markNoteClient, both: text.markNoteBoth }
  return [
    ...(flags.newClient ? [{ mark: 'newClient' as const, title: text.markNewClient }] : []),
    ...(flags.note ? [{ mark: 'note' as const, title: note[flags.note] }] : []),
    ...(flags.online ? [{ mark: 'online' as const, title: text.sourceOnline }] : []),
    ...(flags.text === 'sent' ? [{ mark: 'textSent' as const, title: text.markTextSent }] : []),
    ...(flags.text === 'confirmed' ? [{ mark: 'confirmed' as const, title: text.markClientConfirmed }] : []),
  ]
}

/** The marks of a block, in its top right corner. */
export function VisitMarks({ flags, text }: { flags: VisitFlags | undefined; text: CalendarText }) {
  const marks = marksOf(flags, text)
  if (!marks.length) return null
  return (
    <span className={styles.marks}>
      {marks.map((m) => (
        <MarkIcon key={m.mark} {...m} />
      ))}
    </span>
  )
}

/** States whose blocks are painted in their stylist's or category's colour; the others keep their grey or red. */
const PAINTED = new Set(['planned', 'confirmed', 'arrived', 'completed'])

/** A block's paint: its swatch's background for a live visit. */
export const blockPaint = (colour: SwatchName | undefined, status: string) =>
  colour && PAINTED.has(status) ? { backgroundColor: swatchHex(colour) } : {}

/** What the calendar shows of the salon's colours: by what, and each stylist or category with its swatch. */
export interface LegendColours {
  by: ColourBy
  legend: { key: string; name: string; colour: SwatchName }[]
}

/** The calendar's legend, folded until asked for: the colours in use and what each mark means. */
export function CalendarLegend({ text, colours }: { text: CalendarText; colours: LegendColours }) {
  const marks: { mark: Mark; title: string }[] = [
    { mark: 'newClient', title: `${text.markNewClient} (${text.markNewClientHint})` },
    { mark: 'note', title: text.markNote },
    { mark: 'online', title: text.sourceOnline },
    { mark: 'textSent', title: text.markTextSent },
    { mark: 'confirmed', title: text.markClientConfirmed },
  ]
  return (
    <details className={styles.legend} data-testid="calendar-legend">
      <summary>{text.legend}</summary>
      <div className={styles.legendBody}>
        <section aria-label={colours.by === 'category' ? text.legendByCategory : text.legendByStylist}>
          <h3>{colours.by === 'category' ? text.legendByCategory : text.legendByStylist}</h3>
          <ul>
            {colours.legend.map((entry) => (
              <li key={entry.key} data-colour={entry.colour}>
                <span
                  className={styles.swatch}
                  style={{ backgroundColor: swatchHex(entry.colour) }}
                  aria-hidden="true"
                />
                {entry.name}
              </li>
            ))}
          </ul>
          <p>{text.legendColourHint}</p>
        </section>
        <section aria-label={text.legendMarks}>
          <h3>{text.legendMarks}</h3>
          <ul>
            {marks.map((m) => (
              <li key={m.mark}>
                <svg className={styles.mark} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                  {SHAPES[m.mark]}
                </svg>
                {m.title}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </details>
  )
}
