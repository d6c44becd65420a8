import { describe, expect, it } from 'vitest'

import { backupName, backupsOldestFirst, isBackupName, partialName, toPrune } from './names'

describe("backups' names and what is kept", () => {
  it('names a backup by its UTC time, so names sort as times do', () => {
    expect(backupName(new Date('2026-11-26T03:17:00.123Z'))).toBe('parlour-2026-11-26T03-17-00-123Z')
    const names = ['2027-01-02T00:00:00.000Z', '2026-12-31T23:59:59.999Z', '2026-03-29T01:30:00.000Z'].map((t) =>
      backupName(new Date(t)),
    )
    expect(backupsOldestFirst(names)).toEqual([names[2], names[1], names[0]])
    expect(isBackupName(names[0]!)).toBe(true)
  })

  it('never takes a folder being written, or anything else in the folder, for a backup', () => {
    const name = backupName(new Date('2026-11-26T03:17:00.000Z'))
    expect(isBackupName(partialName(name))).toBe(false)
    expect(backupsOldestFirst([partialName(name), 'notes.txt', 'parlour-latest', name])).toEqual([name])
  })

  it('deletes the oldest beyond the newest N, and never the last one', () => {
    const names = Array.from({ length: 5 }, (_, i) => backupName(new Date(Date.UTC(2026, 10, 20 + i, 3, 17))))
    expect(toPrune([...names].reverse(), 3)).toEqual(names.slice(0, 2))
    expect(toPrune(names, 14)).toEqual([])
    expect(toPrune(names, 0)).toEqual(names.slice(0, 4))
    expect(toPrune(['other', partialName(names[0]!)], 1)).toEqual([])
  })
})
