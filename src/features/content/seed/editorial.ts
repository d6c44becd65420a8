/** Seed section: the blog (categories and articles), the vacancies and the pages. */
import { articles, articlesCategories, pages, vacancies } from './data/editorial'
import { articleBodyPicture, articlePicture, salonPicture } from './pictures'
import { richText } from './richtext'
import type { Id, SeedWriter } from './writer'

export async function seedEditorial(w: SeedWriter, salonIds: Map<string, Id>): Promise<void> {
  await seedArticles(w)
  await seedVacancies(w, salonIds)
  await seedPages(w)
}

async function seedArticles(w: SeedWriter) {
  const categoryIds = await w.taxonomy('articles-categories', articlesCategories)
  for (const [i, a] of articles.entries()) {
    const previewImage = await w.upload(articlePicture(i))
    const bodyImage = a.bodyImage
      ? { media: await w.upload(articleBodyPicture(i)), after: a.bodyImage.after }
      : undefined
    await w.create(
      'articles',
      {
        title: a.title.en,
        slug: a.slug,
        date: new Date(`${a.date}T09:00:00.000Z`).toISOString(),
        categories: [categoryIds.get(a.category)],
        titleLines: a.titleLines.en,
        previewImage,
        excerpt: a.excerpt.en,
        body: richText(a.body.en, bodyImage),
      },
      { title: a.title.uk, titleLines: a.titleLines.uk, excerpt: a.excerpt.uk, body: richText(a.body.uk, bodyImage) },
    )
  }
}

/** The vacancies share one picture: the second salon's. */
async function seedVacancies(w: SeedWriter, salonIds: Map<string, Id>) {
  const image = await w.upload(salonPicture(1))
  for (const v of vacancies) {
    await w.create(
      'vacancies',
      {
        title: v.title.en,
        slug: v.slug,
        order: v.order,
        salons: v.salons.map((s) => salonIds.get(s)).filter(Boolean),
        previewImage: image,
        excerpt: v.excerpt.en,
        body: richText(v.body.en),
      },
      { title: v.title.uk, excerpt: v.excerpt.uk, body: richText(v.body.uk) },
    )
  }
}

async function seedPages(w: SeedWriter) {
  for (const p of pages) {
    const imageId = p.withImage ? await w.upload(salonPicture(0), p.title) : undefined
    await w.create(
      'pages',
      { title: p.title.en, slug: p.slug, description: p.description.en, image: imageId, body: richText(p.body.en) },
      { title: p.title.uk, description: p.description.uk, body: richText(p.body.uk) },
    )
  }
}
