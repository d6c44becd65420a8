import { directReadRoute } from '../_http/direct-reads'
import { settingsRead } from '../_http/handlers'

export const dynamic = 'force-dynamic'

export const GET = directReadRoute('/api/booking/settings', settingsRead())
