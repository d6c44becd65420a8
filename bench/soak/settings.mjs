/** The soak's settings: how long, how hard, and the figures it is judged by. */
export const SOAK_MINUTES = 10
/** The figure the issue sets (#32): resident memory stays under this… */
export const RSS_LIMIT_MB = 500
/** …and, after the warm-up, grows by no more than this (least-squares slope of the samples). */
export const FLAT_MB_PER_MINUTE = 1
export const SAMPLE_SECONDS = 5
/**
 * The warm-up ends once the server has answered this many requests (what fills its caches — the
 * pages rendered, the chunks compiled, V8's heap grown to its working size — is traffic, not
 * minutes): two minutes of the soak on a quiet machine. It lasts at least a fifth of the run and
 * at most half of it, so a slow machine still leaves half the run to judge.
 */
export const WARMUP_REQUESTS = 5000
/** Concurrent request loops: a handful of visitors, staff and clients at once. */
export const WORKERS = 6
export const STAFF = { email: 'demo@parlour.example', password: 'parlour-demo' }
export const CLIENTS = 4

export const MB = 1024 * 1024
export const mb = (bytes) => bytes / MB
