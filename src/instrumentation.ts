/**
 * Next.js calls this once when a server starts: serve the stored redirects, expire what the cache
 * kept from before the start (without Redis), run Payload's background
 * jobs in the Node server, and in Beauty Pro mode say at once whether the salon's database can be
 * reached.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // The proxy answers the stored redirects (read on the first page request; decision 0027).
  const { serveStoredRedirects } = await import('@/features/content')
  serveStoredRedirects()
  // Without the shared cache, expired tags live in memory only: everything cached before this
  // start (the build's own pages) is expired once the server listens, so no page from before a
  // restart comes back; server/serve.mjs holds requests until then (server/start-fresh.mjs).
  if (!process.env.REDIS_URL) {
    const { tags } = await import('@/features/content')
    const { expireWhenListening } = await import('@/platform/cache/expire-tags')
    void expireWhenListening([tags.all])
  }
  const { startBackgroundJobs } = await import('@/platform/jobs/start')
  try {
    await startBackgroundJobs()
  } catch (error) {
    // The site still serves; queued jobs wait in the database until a later start succeeds.
    console.error('Background jobs did not start:', error)
  }
  const { beautyProConnection } = await import('@/features/beauty-pro')
  const beautyPro = beautyProConnection()
  if (beautyPro) {
    // Not fatal: the salon may grant access later, and the widget says booking is unavailable meanwhile.
    beautyPro.connect().then(
      () => console.log('Beauty Pro: connected to the salon database.'),
      (error: unknown) => console.error(`Beauty Pro: not connected — ${(error as Error).message}`),
    )
  }
}
