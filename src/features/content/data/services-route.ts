import type { CatalogueIndex, CategoryDetail, SalonSummary, ServiceDetail } from './types'

/**
 * Resolves /services/… addresses against the catalogue. The first segment is either a salon
 * slug (the salon form: /services/backstage-chelsea/female/hair/) or a top group (female, male);
 * the rest is a category path or a service path. Pure: no database, no Next.
 */

export interface Crumb {
  name: string
  /** Site path (starting and ending with /), or null for the current page. */
  path: string | null
}

interface Common {
  salon: SalonSummary | null
  /** Address of this page, without locale prefix: /services/…/ */
  path: string
  /** The ancestors (top group, direction, category) of the page's subject, top first. */
  trail: CategoryDetail[]
}

export type ServicesRoute =
  | (Common & {
      kind: 'category'
      /** null on the catalogue root of a salon: /services/backstage-chelsea/ */
      category: CategoryDetail | null
      children: CategoryDetail[]
      services: ServiceDetail[]
    })
  | (Common & { kind: 'service'; service: ServiceDetail; additional: ServiceDetail[] })

const offeredAt = (service: ServiceDetail, salon: SalonSummary | null) =>
  !salon || service.salonIds.some((id) => String(id) === String(salon.id))

export function resolveServicesRoute(index: CatalogueIndex, segments: string[]): ServicesRoute | null {
  if (segments.some((s) => !/^[a-z0-9-]+$/.test(s))) return null
  const salon = index.salons.find((s) => s.slug === segments[0]) ?? null
  const rest = salon ? segments.slice(1) : segments
  const base = salon ? `/services/${salon.slug}/` : '/services/'
  const byId = new Map(index.categories.map((c) => [String(c.id), c]))
  const trailOf = (category: CategoryDetail | undefined): CategoryDetail[] => {
    const list: CategoryDetail[] = []
    let current = category
    while (current) {
      list.unshift(current)
      current = current.parentId == null ? undefined : byId.get(String(current.parentId))
    }
    return list
  }

  if (rest.length === 0) {
    if (!salon) return null
    const tops = index.categories.filter((c) => c.level === 'top')
    return { kind: 'category', salon, path: base, trail: [], category: null, children: tops, services: [] }
  }

  const restPath = rest.join('/')
  const category = index.categories.find((c) => c.path === restPath)
  if (category) {
    const children = index.categories.filter((c) => String(c.parentId) === String(category.id))
    const services = index.services.filter((s) => String(s.categoryId) === String(category.id) && offeredAt(s, salon))
    return {
      kind: 'category',
      salon,
      path: `${base}${restPath}/`,
      trail: trailOf(category),
      category,
      children,
      services,
    }
  }
  const service = index.services.find((s) => s.path === restPath)
  if (service && offeredAt(service, salon)) {
    const additional = service.additionalIds
      .map((id) => index.services.find((s) => String(s.id) === String(id)))
      .filter((s): s is ServiceDetail => Boolean(s && offeredAt(s, salon)))
    return {
      kind: 'service',
      salon,
      path: `${base}${restPath}/`,
      trail: trailOf(byId.get(String(service.categoryId))),
      service,
      additional,
    }
  }
  return null
}

/** Home, salon, top group, direction, category, service — each with its address. */
export function breadcrumbs(route: ServicesRoute, labels: { home: string; services: string }): Crumb[] {
  const base = route.salon ? `/services/${route.salon.slug}/` : '/services/'
  const crumbs: Crumb[] = [{ name: labels.home, path: '/' }]
  if (route.salon) crumbs.push({ name: route.salon.title, path: base })
  for (const c of route.trail) crumbs.push({ name: c.name, path: `${base}${c.path}/` })
  if (route.kind === 'service') crumbs.push({ name: route.service.title, path: route.path })
  const last = crumbs[crumbs.length - 1]!
  last.path = null
  return crumbs
}

/** Every address the catalogue publishes: both forms (plain and per salon) of every page. */
export function allServicesPaths(index: CatalogueIndex): string[][] {
  const paths: string[][] = []
  for (const c of index.categories) paths.push(c.path.split('/'))
  for (const s of index.services) paths.push(s.path.split('/'))
  for (const salon of index.salons) {
    paths.push([salon.slug])
    for (const c of index.categories) paths.push([salon.slug, ...c.path.split('/')])
    for (const s of index.services) if (offeredAt(s, salon)) paths.push([salon.slug, ...s.path.split('/')])
  }
  return paths
}
