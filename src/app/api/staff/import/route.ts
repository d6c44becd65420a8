import { postImport } from '@/features/import'

export const dynamic = 'force-dynamic'

/** Admins only (the admin's session): moving clients and visits in from a CSV (src/features/import/http/staff.ts). */
export const POST = postImport
