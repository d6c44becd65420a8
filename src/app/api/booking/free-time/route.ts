import { freeTimeHandler } from '../_http/handlers'

export const dynamic = 'force-dynamic'

export const GET = freeTimeHandler()
