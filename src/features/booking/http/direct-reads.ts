/**
 * The booking read endpoints the production server may answer without Next's request pipeline
 * (server/direct-reads.mjs, decision 0016). A route module offers its endpoint when Next first loads it;
 * from then on the server calls the same function with the parsed query string and sends its
 * answer itself. Until then, and under `next dev` or `next start`, Next serves the route as usual.
 */
// Only the answer helpers: this module (and its unit test) must not load Payload.
import { type Answer, asHandler, queryOf, type ReadAnswer } from './respond'

/** Shared with server/direct-reads.mjs, which reads the same global registry. */
const REGISTRY = Symbol.for('parlour.directReads')

/** Path → the endpoint's work on the raw query string (after `?`, possibly empty). */
type Registry = Map<string, (search: string) => Promise<Answer>>

function registry(): Registry {
  const scope = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  return (scope[REGISTRY] ??= new Map())
}

/** Next's GET handler for `path`, with the same work offered to the server's direct path. */
export function directReadRoute(path: `/api/${string}`, read: ReadAnswer) {
  registry().set(path, (search) => read(queryOf(new URLSearchParams(search))))
  return asHandler(read)
}
