import ArrowRight from 'lucide-react/icons/arrow-right';
import { Glyph } from '../../src/components/Glyph.tsx';
import type { ListedArticle } from '../content.ts';
import type { ArticleCategory } from '../schemas.ts';
import { usePageEnv, useHref } from '../../src/components/site-context.tsx';
import { Layout } from '../../src/components/Layout.tsx';
import { PageBreadcrumbs } from '../../src/components/ui/Breadcrumbs.tsx';
import { PageHero } from '../../src/components/ui/PageHero.tsx';
import { CallToAction } from '../../src/components/ui/CallToAction.tsx';
import { Pagination } from '../../src/components/ui/Pagination.tsx';
import { ArticleMeta, Tags } from '../../src/components/ArticleMeta.tsx';
import { Picture } from '../../src/components/Picture.tsx';
import { paths } from '../../shared/paths.ts';

/** One page of a list of articles: all of them, or those of one category. */
export interface ArticleListPage {
  /** The Dutch-form path of the list's first page. */
  list: string;
  /** The category listed, or none for all articles. */
  category?: ArticleCategory;
  heading: string;
  intro: string;
  page: number;
  pages: number;
}

/**
 * The article overview, or a category's: the articles of one page as cards, links to the
 * categories (those that have articles) and to the other pages.
 */
export function ArticlesPage({
  articles,
  listing,
  categories,
}: {
  articles: ListedArticle[];
  listing: ArticleListPage;
  categories: ArticleCategory[];
}) {
  const { ui, lang } = usePageEnv();
  const href = useHref();
  const t = ui.articles;
  const lists = [
    { label: t.lists.allCategories, path: paths.articles, current: !listing.category },
    ...categories.map((category) => ({
      label: t.categories[category],
      path: paths.articleCategory(category),
      current: listing.category === category,
    })),
  ];
  return (
    <Layout>
      <PageHero breadcrumbs={<PageBreadcrumbs />} title={listing.heading} subtitle={listing.intro} />
      <section className="section" aria-label={listing.heading}>
        <div className="container">
          <nav className="article-lists" aria-label={t.lists.categoriesLabel}>
            <ul>
              {lists.map((item) => (
                <li key={item.path}>
                  <a className="chip" href={href(item.path)} aria-current={item.current ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="card-grid card-grid--3">
            {articles.map(({ slug, data, cover }, i) => {
              const item = lang === 'nl' ? data : data.en;
              return (
                <article key={slug} className="card card--link article-card">
                  {cover && (
                    <Picture
                      picture={cover.card}
                      alt={data.decorative ? '' : (item.alt ?? '')}
                      loading={i === 0 ? 'lead' : 'lazy'}
                      className="article-card__picture"
                    />
                  )}
                  <p className="article-card__category">{t.categories[data.category]}</p>
                  <h2 className="card__title">
                    <a className="card__link" href={href(paths.article(slug))} hrefLang="nl">
                      {item.title}
                    </a>
                  </h2>
                  <ArticleMeta date={data.date} readTime={data.readTime} />
                  <p className="card__text">{item.description}</p>
                  <Tags tags={item.tags} label={t.tagsLabel} />
                  <span className="card__action" aria-hidden="true">
                    {t.read} <Glyph icon={ArrowRight} size={16} />
                  </span>
                </article>
              );
            })}
          </div>
          {listing.pages > 1 && <Pagination list={listing.list} page={listing.page} pages={listing.pages} />}
        </div>
      </section>
      <CallToAction heading={t.ctaHeading} text={t.ctaText}>
        <a className="button button--light" href={href(paths.contact)}>
          {t.ctaButton}
        </a>
      </CallToAction>
    </Layout>
  );
}
