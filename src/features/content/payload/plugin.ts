import { featurePlugin } from '@/platform/payload/feature-plugin'

import { Articles } from './collections/Articles'
import { Employees } from './collections/Employees'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Redirects } from './collections/Redirects'
import { Salons } from './collections/Salons'
import { Services } from './collections/Services'
import { ServicesCategories } from './collections/ServicesCategories'
import {
  ArticlesCategories,
  EmployeesCategories,
  Positions,
  SalonsCategories,
  Skills,
  SkillsCategories,
} from './collections/Taxonomies'
import { Vacancies } from './collections/Vacancies'
import { Contacts } from './globals/Contacts'
import { SiteSettings } from './globals/SiteSettings'

/** Content's Payload parts: the catalogue, people, blog, pages, media, redirects and site settings. */
export const contentPlugin = () =>
  featurePlugin({
    name: 'parlour-content',
    collections: [
      Services,
      ServicesCategories,
      Salons,
      SalonsCategories,
      Employees,
      EmployeesCategories,
      Skills,
      SkillsCategories,
      Positions,
      Articles,
      ArticlesCategories,
      Vacancies,
      Pages,
      Media,
      Redirects,
    ],
    globals: [Contacts, SiteSettings],
  })
