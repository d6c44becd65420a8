import { getMyData } from '@/features/export'

export const dynamic = 'force-dynamic'

export const GET = getMyData
