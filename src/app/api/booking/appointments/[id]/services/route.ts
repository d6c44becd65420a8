import { postService } from '@/features/booking'

export const dynamic = 'force-dynamic'

export const POST = postService
