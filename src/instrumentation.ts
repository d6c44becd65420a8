/** Next.js calls this once when a server starts: run Payload's background jobs in the Node server. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startBackgroundJobs } = await import('@/lib/cms/jobs')
  try {
    await startBackgroundJobs()
  } catch (error) {
    // The site still serves; queued jobs wait in the database until a later start succeeds.
    console.error('Background jobs did not start:', error)
  }
}
