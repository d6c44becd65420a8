import type { VacancyCard as VacancyCardData } from '@/features/content/contract'

import card from './card.module.css'
import { CardImage } from './card'
import styles from './vacancy-card.module.css'

/**
 * A vacancy as a card: picture, title linking to its page, the salons it is for and a short
 * text clamped to four lines. Goes in a `CardGrid` (three columns on desktop).
 */
export function VacancyCard({
  vacancy,
  href,
  eager = false,
  heading: Heading = 'h3',
}: {
  vacancy: VacancyCardData
  href: string
  eager?: boolean
  /** The title's heading level: h2 straight under the page's h1, h3 under a section. */
  heading?: 'h2' | 'h3'
}) {
  return (
    <li className={`${card.card} ${card.ringOnFocus}`}>
      <CardImage
        image={vacancy.image}
        fallback={[640, 480]}
        sizes="(max-width: 760px) 100vw, (max-width: 1200px) 50vw, 400px"
        eager={eager}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <a href={href} className={`${card.link} ${styles.link}`}>
            {vacancy.title}
          </a>
        </Heading>
        {vacancy.salons.length > 0 && <p className={styles.salons}>{vacancy.salons.map((s) => s.title).join(', ')}</p>}
        {vacancy.excerpt && <p className={`${styles.excerpt} ${card.clamp}`}>{vacancy.excerpt}</p>}
      </div>
    </li>
  )
}
