import { directReadRoute, settingsRead } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const GET = directReadRoute('/api/booking/settings', settingsRead())
