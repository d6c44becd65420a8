import type { ReactNode } from 'react'

import styles from './card-grid.module.css'

/** Listings show cards in three columns on the widest layout; card `i` is in column `i % 3`. */
export const CARD_COLUMNS = 3

/**
 * Where each of several grids shown one after another starts: the index on the page of its first
 * card (so the first few cards of the page, whatever their grid, can load eagerly).
 */
export function firstCardIndexes(gridSizes: number[]): number[] {
  let next = 0
  return gridSizes.map((size) => {
    const first = next
    next += size
    return first
  })
}

/**
 * A list of cards (each card is an `<li>`) in three columns, two under 1200 px, one under 760 px
 * (site.md §2: card `i` in column `i % 3`); the grid fills row by row, so the reading order stays
 * the order of the list. `wide` leaves more room between the cards. On wide windows the cards fade
 * in as they are scrolled to, column by column (`i % 3`: 0, 200, 400 ms), see src/ui/behaviours/motion.ts.
 */
export function CardGrid({
  children,
  testId,
  spacing = 'normal',
}: {
  children: ReactNode
  testId?: string
  spacing?: 'normal' | 'wide'
}) {
  const className = [styles.grid, styles.columns, spacing === 'wide' ? styles.wide : null].filter(Boolean).join(' ')
  return (
    <ul className={className} data-testid={testId} data-animate-grid="">
      {children}
    </ul>
  )
}
