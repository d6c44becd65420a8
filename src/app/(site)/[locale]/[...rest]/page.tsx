import { notFound } from 'next/navigation'

/** Any address no other route claims: the not-found page, with status 404. */
export default function UnknownPage(): never {
  notFound()
}
