import { locationsHandler } from '../_http/handlers'

export const dynamic = 'force-dynamic'

export const GET = locationsHandler()
