import { getCalendar } from '@/cms/admin/calendar/routes'

export const dynamic = 'force-dynamic'

/** Staff only (the admin's session): the front-desk calendar (src/cms/admin/calendar/routes.ts). */
export const GET = getCalendar
