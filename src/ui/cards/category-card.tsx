import type { CategoryDetail } from '@/features/content/contract'

import card from './card.module.css'
import { CardImage } from './card'
import styles from './service-card.module.css'

/**
 * A service category as a card (a direction's categories, a group's directions): its preview
 * picture and its name; the whole card follows the link. Goes in a `CardGrid`; `eager` is for
 * cards in the first screenful.
 */
export function CategoryCard({
  category,
  href,
  eager = false,
}: {
  category: Pick<CategoryDetail, 'name' | 'image'>
  href: string
  eager?: boolean
}) {
  return (
    <li className={`${card.card} ${card.ringOnFocusVisible}`}>
      <CardImage
        image={category.image}
        fallback={[960, 720]}
        sizes="(max-width: 760px) 100vw, (max-width: 1200px) 50vw, 33vw"
        eager={eager}
      />
      <div className={styles.cardBody}>
        <h3>
          <a className={card.link} href={href}>
            {category.name}
          </a>
        </h3>
      </div>
    </li>
  )
}
