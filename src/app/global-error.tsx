'use client'

import { useEffect } from 'react'

import { reloadAfterChunkError } from '@/ui/layout/chunk-reload'
import { isChunkLoadError } from '@/platform/errors/route-error'

/**
 * The last resort when even the site's layout failed (site.md §8): a page of its own, no styles
 * from the site, "An error occurred while showing the error page" and a way home.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError()
  }, [error])
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#1d1a18', background: '#fffdfb' }}>
        <main style={{ maxWidth: '36rem', margin: '0 auto', padding: '4rem 1.25rem', textAlign: 'center' }}>
          <h1 style={{ fontSize: '1.75rem' }}>An error occurred while showing the error page</h1>
          <p>
            {/* A full page load on purpose: the application itself failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a
              href="/"
              style={{
                display: 'inline-block',
                padding: '0.8rem 1.6rem',
                borderRadius: 999,
                background: '#1d1a18',
                color: '#fff',
                fontWeight: 600,
                textDecoration: 'none',
              }}
            >
              Go back to home
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
