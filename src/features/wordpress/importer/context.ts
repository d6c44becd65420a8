/**
 * What every step of an import shares: the Payload and WordPress it works between, its options,
 * the summary it fills, and the lines it says.
 */
import type { Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/platform/db/transaction'
import type { WordPressClient } from '../source/client'

import {
  emptyCounts,
  TAKEN_OVER,
  TYPES,
  type Collection,
  type Existing,
  type ImportedType,
  type ImportOptions,
  type ImportSummary,
  type TypeSummary,
} from './types'

export class RunContext {
  readonly client: WordPressClient
  readonly dryRun: boolean
  readonly summary: ImportSummary
  /** The Local API's options for every read and write: as the system, ids for relations. */
  readonly o = { overrideAccess: true, depth: 0 } as const

  constructor(
    readonly payload: Payload,
    readonly options: ImportOptions,
  ) {
    this.client = options.client
    this.dryRun = Boolean(options.dryRun)
    this.summary = {
      dryRun: this.dryRun,
      types: Object.fromEntries(TYPES.map((t) => [t, emptyCounts()])) as Record<ImportedType, TypeSummary>,
      warnings: [],
      failed: null,
    }
  }

  log(line: string): void {
    this.options.log?.(line)
  }

  /** A line a person should read, in the summary and the log. */
  warn(line: string): void {
    this.summary.warnings.push(line)
    this.log(`warning: ${line}`)
  }

  skip(type: ImportedType, label: string, reason: string): void {
    this.summary.types[type].skipped++
    this.warn(`skipped ${label}: ${reason}`)
  }

  progress(type: ImportedType, done: number, total: number): void {
    this.options.progress?.(type, done, total)
  }

  /** Runs `fn` in one transaction of its own: committed when it returns, rolled back when it throws. */
  transaction<T>(fn: (req: PayloadRequest) => Promise<T>): Promise<T> {
    return inTransaction(this.payload, fn)
  }

  /** Imported items of a collection by WordPress id. */
  async existing(collection: Collection): Promise<Map<number, Existing>> {
    const { docs } = await this.payload.find({
      collection,
      where: { 'wordpress.itemId': { exists: true } },
      limit: 0,
      pagination: false,
      draft: true,
      ...this.o,
      select: { wordpress: true },
    })
    const map = new Map<number, Existing>()
    for (const d of docs as {
      id: number
      wordpress?: { itemId?: number | null; hash?: string | null; source?: string | null }
    }[])
      if (d.wordpress?.itemId)
        map.set(d.wordpress.itemId, {
          id: d.id,
          hash: d.wordpress.hash ?? null,
          takenOver: d.wordpress.source === TAKEN_OVER,
        })
    return map
  }
}
