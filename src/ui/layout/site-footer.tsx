import type { ReactNode } from 'react'

import type { LayoutData } from '@/features/content/contract'
import { formatOpeningHours } from '@/platform/format/hours'
import { socialNetwork } from '@/platform/format/social'
import type { Locale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'
import { telHref } from '@/platform/seo/salon'

import styles from './site-footer.module.css'
import { SocialIcon } from './social-icon'

function External({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

/** The footer of every page: service lists of the two top groups, contacts, hours, socials, apps. */
export function SiteFooter({
  locale,
  data,
  callback,
}: {
  locale: Locale
  data: LayoutData
  /** The "call me back" button (features/callback), drawn with the footer's class for it. */
  callback: (className?: string) => ReactNode
}) {
  const t = messages(locale)
  const groups = [0, 1].map((i) => data.footerGroups[i] ?? null)
  const path = (p: string) => localePath(locale, p)
  const projects = data.menu.blogCategories.find((c) => c.slug.includes('project'))
  // About, blog and projects; salons and vacancies; gift vouchers (issue 29); the privacy policy (site.md §2 "Footer").
  const siteLinks = [
    { label: t.navAbout, href: path('/about/') },
    { label: t.navBlog, href: path('/blog/') },
    ...(projects ? [{ label: t.navProjects, href: path(`/blog/${projects.slug}/`) }] : []),
    { label: t.navSalons, href: path('/salons/') },
    { label: t.navVacancies, href: path('/vacancies/') },
    { label: t.navGiftVouchers, href: path('/gift-vouchers/') },
    { label: t.privacyPolicy, href: path('/policy/') },
  ]
  return (
    <footer className={`${styles.footer} later`}>
      <div className={styles.columns}>
        {groups.map((group, i) => (
          <section key={group?.id ?? `missing-${i}`} aria-labelledby={`footer-group-${i}`}>
            <h2 id={`footer-group-${i}`}>{group?.name ?? t.categoryNotFound}</h2>
            {group && (
              <ul>
                {group.directions.map((d) => (
                  <li key={d.id}>
                    <a href={localePath(locale, `/services/${d.path}/`)}>{d.name}</a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <section aria-labelledby="footer-site">
          <h2 id="footer-site">{t.footerSite}</h2>
          <ul>
            {siteLinks.map((link, i) => (
              <li key={i}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t.contact}</h2>
          <ul>
            {data.phones.map((phone, i) => (
              <li key={i}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
            {data.email && (
              <li>
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </li>
            )}
            {data.address && <li>{data.address}</li>}
          </ul>
          {callback(styles.callback)}
          <h2 id="footer-hours">{t.openingHours}</h2>
          <ul aria-labelledby="footer-hours">
            {formatOpeningHours(data.workTime, locale).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more">{t.followUs}</h2>
          <ul className={styles.socials}>
            {/* Index keys and one text per label: the flight data carries both into every page. */}
            {data.socials.map((s, i) => {
              const network = socialNetwork(s.label, s.url)
              return (
                <li key={i}>
                  <External href={s.url} className={styles.social}>
                    {network && <SocialIcon network={network} />}
                    <span className={network ? 'visually-hidden' : undefined}>{`${s.label} ${t.opensInNewTab}`}</span>
                  </External>
                </li>
              )
            })}
          </ul>
          <ul>
            {data.links.partner && (
              <li>
                <External href={data.links.partner}>{t.partner}</External>
              </li>
            )}
            {data.links.academy && (
              <li>
                <External href={data.links.academy}>{t.academy}</External>
              </li>
            )}
            {data.links.appStore && (
              <li>
                <External href={data.links.appStore} className={styles.badge}>
                  {t.appStore}
                </External>
              </li>
            )}
            {data.links.playStore && (
              <li>
                <External href={data.links.playStore} className={styles.badge}>
                  {t.playStore}
                </External>
              </li>
            )}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>{`© ${data.year} ${data.brand}`}</p>
    </footer>
  )
}
