import { getWeekReport } from '@/features/front-desk'

export const dynamic = 'force-dynamic'

/**
 * The owner's weekly report, as JSON or a CSV download: staff only (the admin's session), not part
 * of the public booking API. `?salon=<id or slug>&week=<YYYY-MM-DD>&format=csv|json&lang=en|uk`.
 */
export const GET = getWeekReport
