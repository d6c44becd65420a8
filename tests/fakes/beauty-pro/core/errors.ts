/**
 * Errors — API.md "Errors": `{status, type?, request, message, details}` plus per-type extras.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

const DETAILS = 'https://aihelps.docs.apiary.io/#introduction/errors/'
const DETAIL_ANCHORS: Record<number, string> = {
  400: '400-bad-request',
  401: '401-unathorized',
  403: '403-forbidden',
  404: '404-not-found',
  409: '409-conflict',
  429: '429-too-many-requests',
  500: '500-internal-server-error',
  503: '503-service-unavailable',
}

export function errorBody(status: number, message: string, extra: Record<string, unknown>, request: string) {
  const type = typeof extra.type === 'string' && status !== 404 ? extra.type : null
  const anchor = (DETAIL_ANCHORS[status] ?? String(status)) + (type ? `-${type.toLowerCase()}` : '')
  // `type` comes first when present; 404 uses `type` for the kind of requisite (API.md "404 Not Found").
  return { status, ...(type ? { type } : {}), request, message, details: DETAILS + anchor, ...extra }
}

export const bad = (message: string) => new ApiError(400, message)
export const unknownParameter = (name: string) => bad(`Unknown parameter '${name}'`)
export const forbidden = (message: string) => new ApiError(403, message)
export const notFound = (object: string, type: string, value: string) =>
  new ApiError(404, `${object[0]!.toUpperCase()}${object.slice(1)} with ${type} ${value} not found`, {
    object,
    type,
    value,
  })

export function noSuchUrl(method: string, path: string): ApiError {
  return new ApiError(404, `No API with URL ${method} ${path} found`, {
    object: 'url',
    type: 'url',
    value: `${method} ${path}`,
  })
}
