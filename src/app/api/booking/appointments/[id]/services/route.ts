import { postService } from '@/booking/routes'

export const dynamic = 'force-dynamic'

export const POST = postService
