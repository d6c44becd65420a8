import Image from 'next/image'
import Link from 'next/link'

import { getFeaturedServices, getTopCategories } from '@/lib/cms/catalogue'
import { formatDuration } from '@/lib/format/duration'
import { formatPrice } from '@/lib/format/price'
import type { Locale } from '@/lib/i18n/locales'

import styles from './page.module.css'

const locale: Locale = 'en'

export default async function HomePage() {
  const [groups, services] = await Promise.all([getTopCategories(locale), getFeaturedServices(locale, 6)])
  return (
    <>
      <header className={styles.header}>
        <Link className={styles.logo} href="/">
          Parlour<span>.</span>
        </Link>
        <Link href="/admin" prefetch={false}>
          Staff sign-in
        </Link>
      </header>
      <main>
        <section className={styles.hero}>
          <h1>Beauty in the heart of Chelsea</h1>
          <p>
            Fifteen years of excellence in hair, nails, brows and grooming — premium products, trusted expertise and
            several services in one visit.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="menu-heading">
          <h2 id="menu-heading">Our services</h2>
          <div className={styles.groups}>
            {groups.map((group) => (
              <div key={group.id} className={styles.group}>
                <h3>{group.name}</h3>
                <ul>
                  {group.directions.map((direction) => (
                    <li key={direction.id}>
                      <Link href={`/services/${direction.path}/`}>{direction.name}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="featured-heading">
          <h2 id="featured-heading">Popular with our clients</h2>
          <ul className={styles.cards} data-testid="featured-services">
            {services.map((service) => (
              <li key={service.id} className={styles.card}>
                {service.image && (
                  <Image
                    src={service.image.url}
                    alt={service.image.alt}
                    width={service.image.width ?? 960}
                    height={service.image.height ?? 720}
                    sizes="(max-width: 760px) 100vw, 33vw"
                  />
                )}
                <div className={styles.cardBody}>
                  <h3>
                    <Link href={`/services/${service.path}/`}>{service.title}</Link>
                  </h3>
                  <p className={styles.meta}>
                    <span className={styles.price}>{formatPrice(service, locale)}</span>
                    <span>{formatDuration(service.durationMinutes, locale)}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className={styles.footer}>© Parlour, Chelsea, London</footer>
    </>
  )
}
