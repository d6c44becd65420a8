import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { featurePlugin } from './feature-plugin'

const visits: CollectionConfig = {
  slug: 'appointments',
  fields: [{ name: 'state', type: 'text' }],
  hooks: { beforeDelete: [async () => undefined] },
}

describe('a feature plugin', () => {
  it('adds its collections, and its fields and hooks to collections an earlier plugin declared', async () => {
    const guard = async () => undefined
    const plugin = featurePlugin({
      name: 'parlour-money',
      collections: [{ slug: 'payments', fields: [] }],
      fieldsOn: { appointments: [{ name: 'paid', type: 'number' }] },
      hooksOn: { appointments: { beforeDelete: [guard] } },
    })
    const config = (await plugin({ collections: [visits] } as Config)) as Config
    const [appointments, payments] = config.collections!
    expect(appointments!.fields.map((f) => ('name' in f ? f.name : ''))).toEqual(['state', 'paid'])
    expect(appointments!.hooks!.beforeDelete).toHaveLength(2)
    expect(appointments!.hooks!.beforeDelete![1]).toBe(guard)
    expect(payments!.slug).toBe('payments')
    expect(visits.fields).toHaveLength(1)
  })

  it('refuses to extend a collection no earlier plugin declared', () => {
    const plugin = featurePlugin({ name: 'parlour-money', fieldsOn: { nowhere: [] } })
    expect(() => plugin({ collections: [visits] } as Config)).toThrow(/extends "nowhere", which no earlier plugin/)
  })
})
