import { postImportPreview } from '@/features/import'

export const dynamic = 'force-dynamic'

/** Admins only: what importing a CSV would do, nothing written (src/features/import/http/staff.ts). */
export const POST = postImportPreview
