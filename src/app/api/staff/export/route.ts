import { getExport } from '@/features/export'

export const dynamic = 'force-dynamic'

export const GET = getExport
