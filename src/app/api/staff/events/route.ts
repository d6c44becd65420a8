import { getStaffEvents } from '@/platform/live/stream'

export const dynamic = 'force-dynamic'

/** Staff only: server-sent events when a salon's diary changes (src/platform/live/stream.ts). */
export const GET = getStaffEvents
