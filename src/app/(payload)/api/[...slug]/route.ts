/* Payload REST API at /api/<collection> (Payload's documented shape), behind the checks of src/cms/rest/guard.ts. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRest } from '@/cms/rest/guard'
import { limitUnsizedBody } from '@/platform/http/api'

// Requests Payload would answer with a 500 (ids that cannot exist, malformed `where`) are refused
// first (src/cms/rest/guard.ts); a body sent without a length is held to the path's size limit
// (server/body-limits.mjs).
export const GET = guardRest(config, REST_GET(config))
export const POST = limitUnsizedBody(guardRest(config, REST_POST(config)))
export const DELETE = guardRest(config, REST_DELETE(config))
export const PATCH = limitUnsizedBody(guardRest(config, REST_PATCH(config)))
export const PUT = limitUnsizedBody(guardRest(config, REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
