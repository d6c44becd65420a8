import { openApiDocument } from '@/features/booking/contract'

export const dynamic = 'force-static'

export function GET(): Response {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
