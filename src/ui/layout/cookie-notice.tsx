import styles from './site-notices.module.css'

/**
 * The cookie notice (site.md §4, §9), drawn by the server `hidden`: pages are static, so the plain
 * script (src/ui/behaviours/cookie-notice.ts) reads the `cookiesAccepted` cookie in the browser,
 * shows the notice while it is absent, and its OK sets it for 30 days. The notice is fixed, so its
 * arrival moves nothing.
 */
export function CookieNotice({ label, text, ok }: { label: string; text: string; ok: string }) {
  return (
    <section className={styles.cookie} aria-label={label} data-cookie-notice="" hidden>
      <p>{text}</p>
      <button type="button" className={styles.ok}>
        {ok}
      </button>
    </section>
  )
}
