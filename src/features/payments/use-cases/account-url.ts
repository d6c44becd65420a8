/** The account in the visit's language, where Stripe's pages send the client back: English at /account/, Ukrainian at /ua/account/. */
export const accountUrl = (siteUrl: string, locale: 'en' | 'uk') => `${siteUrl}${locale === 'uk' ? '/ua' : ''}/account/`
