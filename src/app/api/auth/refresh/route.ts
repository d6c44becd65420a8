import { postRefresh } from '@/auth/routes'

export const dynamic = 'force-dynamic'

export const POST = postRefresh
