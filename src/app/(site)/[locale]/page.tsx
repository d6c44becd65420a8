import { CardGrid } from '@/components/cards/card-grid'
import { ServiceCard } from '@/components/cards/service-card'
import { getFeaturedServices, getTopCategories } from '@/lib/cms/catalogue'
import { isLocale } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'
import { localePath } from '@/lib/i18n/routing'
import { notFound } from 'next/navigation'

import styles from './page.module.css'

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = messages(locale)
  const [groups, services] = await Promise.all([getTopCategories(locale), getFeaturedServices(locale, 6)])
  return (
    <main data-page="home">
      <section className={styles.hero}>
        <h1>{t.heroTitle}</h1>
        <p>{t.heroText}</p>
      </section>

      <section className={styles.section} aria-labelledby="menu-heading">
        <h2 id="menu-heading">{t.ourServices}</h2>
        <div className={styles.groups}>
          {groups.map((group) => (
            <div key={group.id} className={styles.group}>
              <h3>{group.name}</h3>
              <ul>
                {group.directions.map((direction) => (
                  <li key={direction.id}>
                    <a href={localePath(locale, `/services/${direction.path}/`)}>{direction.name}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="featured-heading">
        <h2 id="featured-heading">{t.popular}</h2>
        <CardGrid testId="featured-services" layout="fill">
          {services.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              locale={locale}
              href={localePath(locale, `/services/${service.path}/`)}
            />
          ))}
        </CardGrid>
      </section>
    </main>
  )
}
