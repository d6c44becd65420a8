import { directReadRoute, feedbacksRead } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const GET = directReadRoute('/api/booking/feedbacks', feedbacksRead())
