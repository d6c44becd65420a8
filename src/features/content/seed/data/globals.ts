/**
 * Demo values for the site-wide globals (contacts and settings).
 * Phones are in Ofcom's fictional drama range; every *.parlour.example address is a placeholder.
 */
import type { Localised } from './types'

export interface SeedContacts {
  /** '+44 20 7946 0321' style */
  phones: string[]
  email: string
  address: Localised
  /** Exactly two lines separated by '\n'. */
  workTime: Localised
  year: number
  /** Label is the network name. */
  socials: { label: string; url: string }[]
}

export interface SeedSettings {
  brandName: string
  tagline: Localised
  bookingStoreUrl: string
  londonSalonSiteUrl: string
  partnerUrl: string
  academyUrl: string
  appStoreUrl: string
  playStoreUrl: string
  /** Slug of the salon the site shows by default. */
  defaultSalon: string
  popularSearches: { label: Localised; query: string }[]
  /** Slugs of the top service categories linked from the footer. */
  footerTopCategories: { women: string; men: string }
}

export const contacts: SeedContacts = {
  phones: ['+44 20 7946 0321', '+44 20 7946 0458'],
  email: 'hello@parlour.example',
  address: {
    en: '152 King’s Road, Chelsea, London SW3 4UT',
    uk: 'Кінгс-Роуд, 152, Челсі, Лондон SW3 4UT',
  },
  workTime: {
    en: 'Mon–Sat 09:30AM–8:00PM\nSun 10:00AM–6:00PM',
    uk: 'Пн–Сб 09:30–20:00\nНд 10:00–18:00',
  },
  year: 2024,
  socials: [
    { label: 'Instagram', url: 'https://www.instagram.com/parlour.chelsea/' },
    { label: 'Facebook', url: 'https://www.facebook.com/parlour.chelsea/' },
    { label: 'TikTok', url: 'https://www.tiktok.com/@parlour.chelsea' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/company/parlour-chelsea/' },
    { label: 'YouTube', url: 'https://www.youtube.com/@parlour.chelsea' },
  ],
}

export const settings: SeedSettings = {
  brandName: 'Parlour',
  tagline: {
    en: 'Hair, nails and beauty on the King’s Road',
    uk: 'Волосся, нігті та краса на Кінгс-Роуд',
  },
  bookingStoreUrl: 'https://book.parlour.example/',
  londonSalonSiteUrl: 'https://london.parlour.example/',
  partnerUrl: 'https://partners.parlour.example/',
  academyUrl: 'https://academy.parlour.example/',
  appStoreUrl: 'https://apps.apple.com/gb/app/parlour-salon/id6400000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=example.parlour.app',
  defaultSalon: 'backstage-chelsea',
  popularSearches: [
    { label: { en: 'Colouring', uk: 'Фарбування' }, query: 'colouring' },
    { label: { en: 'Haircut', uk: 'Стрижка' }, query: 'haircut' },
    { label: { en: 'Nails', uk: 'Нігті' }, query: 'nails' },
    { label: { en: 'Highlighting', uk: 'Мелірування' }, query: 'highlighting' },
    { label: { en: 'AirTouch', uk: 'AirTouch' }, query: 'air-touch' },
  ],
  footerTopCategories: { women: 'female', men: 'male' },
}
