/**
 * The environment the production server process starts with (`npm start`, `npm run cluster`, the
 * bench; deploy/Dockerfile sets the same values), measured by the memory soak (bench/soak.mjs):
 *
 * - glibc's allocator, tuned: by default each thread that allocates gets its own arena (libvips,
 *   libsql and V8 run several), and large blocks freed in the middle of the main heap stay resident.
 *   Under mixed traffic one instance kept about 130–170 MB more outside V8's heap than with two
 *   arenas and large blocks mapped and returned to the system (bench/report.md). Other allocators
 *   (musl, or jemalloc by LD_PRELOAD) ignore these variables.
 * - A V8 heap limit: without one, V8 allows this machine's kind of host about 4 GB and collects
 *   lazily, so a burst leaves a large heap behind. The soak's heap uses at most about 250 MB, of
 *   which well under half is live; with a 512 MB limit V8 keeps its committed heap flat near
 *   265 MB, with 1 GB it kept growing it slowly (bench/report.md).
 * - A smaller young generation (8 MB semi-spaces instead of 16): short-lived request garbage is
 *   collected sooner, and about 24 MB less is committed (bench/report.md, the memory soak).
 *
 * An operator's own value of any of these is kept.
 */

/** MB of V8's old space when NODE_OPTIONS names no --max-old-space-size. */
export const HEAP_LIMIT_MB = 512

/** MB of each of V8's two young-generation semi-spaces when NODE_OPTIONS names none. */
export const SEMI_SPACE_MB = 8

/** V8 options added to NODE_OPTIONS unless the operator gave the same option (any spelling). */
const V8_DEFAULTS = [
  ['max-old-space-size', HEAP_LIMIT_MB],
  ['max-semi-space-size', SEMI_SPACE_MB],
]

export const MALLOC_DEFAULTS = Object.freeze({
  MALLOC_ARENA_MAX: '2',
  // Blocks of 128 KB and more are mapped on their own and given back when freed (a fixed value
  // also stops glibc from raising the threshold after the first large block is freed).
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
})

/**
 * `env` with the server's memory settings added where the operator gave none.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string | undefined>}
 */
export function serverProcessEnv(env) {
  const out = { ...env }
  for (const [name, value] of Object.entries(MALLOC_DEFAULTS)) if (!out[name]) out[name] = value
  let options = out.NODE_OPTIONS?.trim() ?? ''
  for (const [name, value] of V8_DEFAULTS) {
    const given = new RegExp(`(^|\\s)--${name.replaceAll('-', '[-_]')}(?=[=\\s]|$)`)
    if (!given.test(options)) options = `${options} --${name}=${value}`.trim()
  }
  out.NODE_OPTIONS = options
  return out
}
