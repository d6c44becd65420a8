/**
 * How a feature hands its Payload parts to the config (src/cms/payload.config.ts): one local
 * plugin per feature, built from what the feature owns. Each plugin appends to what the config and
 * the plugins before it declared, so the config reads as a list of features (decision 0031).
 */
import type { AdminViewConfig, CollectionConfig, Config, Field, GlobalConfig, Payload, Plugin } from 'payload'

import type { ClientEraser } from '@/platform/privacy/erase'

type CustomComponent = NonNullable<NonNullable<NonNullable<Config['admin']>['components']>['afterNavLinks']>[number]

export interface FeatureParts {
  /** Names the plugin (Payload's `slug`), e.g. `parlour-booking`. */
  name: string
  collections?: CollectionConfig[]
  /**
   * Fields this feature keeps on another feature's collections (slug → fields), appended to them:
   * e.g. payments' "prepayment required" on services. The collection must come from an earlier plugin.
   */
  fieldsOn?: Record<string, Field[]>
  /** Hooks this feature adds to another feature's collections (slug → hooks), after theirs. */
  hooksOn?: Record<string, NonNullable<CollectionConfig['hooks']>>
  globals?: GlobalConfig[]
  /** Job tasks this feature queues or schedules. */
  tasks?: NonNullable<Config['jobs']>['tasks']
  /** Admin views of the feature's own (key → view). */
  views?: Record<string, AdminViewConfig>
  afterNavLinks?: CustomComponent[]
  beforeDashboard?: CustomComponent[]
  /** What the feature forgets of a client who is erased (issue 31): its own collections and fields. */
  erasers?: ClientEraser[]
}

/** Every feature's part of erasing a client, in the order the features are configured. */
export function clientErasers(payload: Payload): ClientEraser[] {
  return (payload.config.custom?.clientErasers as ClientEraser[] | undefined) ?? []
}

export function featurePlugin(parts: FeatureParts): Plugin {
  const plugin: Plugin = (config) => {
    const components = config.admin?.components ?? {}
    const extra = parts.fieldsOn ?? {}
    const hooks = parts.hooksOn ?? {}
    for (const slug of [...Object.keys(extra), ...Object.keys(hooks)])
      if (!config.collections?.some((c) => c.slug === slug))
        throw new Error(`${parts.name} extends "${slug}", which no earlier plugin declares.`)
    const extended = (config.collections ?? []).map((c) => {
      const added = hooks[c.slug] ?? {}
      const merged = { ...c.hooks } as Record<string, unknown[]>
      for (const [name, list] of Object.entries(added)) merged[name] = [...(merged[name] ?? []), ...(list as unknown[])]
      return { ...c, fields: [...c.fields, ...(extra[c.slug] ?? [])], hooks: merged as CollectionConfig['hooks'] }
    })
    return {
      ...config,
      custom: {
        ...config.custom,
        clientErasers: [
          ...((config.custom?.clientErasers as ClientEraser[] | undefined) ?? []),
          ...(parts.erasers ?? []),
        ],
      },
      collections: [...extended, ...(parts.collections ?? [])],
      globals: [...(config.globals ?? []), ...(parts.globals ?? [])],
      jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...(parts.tasks ?? [])] },
      admin: {
        ...config.admin,
        components: {
          ...components,
          views: { ...components.views, ...parts.views },
          afterNavLinks: [...(components.afterNavLinks ?? []), ...(parts.afterNavLinks ?? [])],
          beforeDashboard: [...(components.beforeDashboard ?? []), ...(parts.beforeDashboard ?? [])],
        },
      },
    }
  }
  plugin.slug = parts.name
  return plugin
}
