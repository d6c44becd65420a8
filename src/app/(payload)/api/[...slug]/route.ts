/* Payload REST API at /api/<collection> (Payload's documented shape; leave alone). */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { limitUnsizedBody } from '@/lib/http/api'

export const GET = REST_GET(config)
// A body sent without a length is held to the path's size limit here (server/body-limits.mjs).
export const POST = limitUnsizedBody(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = limitUnsizedBody(REST_PATCH(config))
export const PUT = limitUnsizedBody(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
