import { postVerify } from '@/features/sign-in'

export const dynamic = 'force-dynamic'

export const POST = postVerify
