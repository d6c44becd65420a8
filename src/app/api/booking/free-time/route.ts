import { directReadRoute } from '../_http/direct-reads'
import { freeTimeRead } from '../_http/handlers'

export const dynamic = 'force-dynamic'

export const GET = directReadRoute('/api/booking/free-time', freeTimeRead())
