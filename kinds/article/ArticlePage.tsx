import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Glyph } from '../../src/components/Glyph.tsx';
import type { Article } from '../content.ts';
import { usePageEnv, useHref } from '../../src/components/site-context.tsx';
import { Layout } from '../../src/components/Layout.tsx';
import { PageBreadcrumbs } from '../../src/components/ui/Breadcrumbs.tsx';
import { Prose } from '../../src/components/ui/Prose.tsx';
import { ArticleMeta, Tags } from '../../src/components/ArticleMeta.tsx';
import { paths } from '../../shared/paths.ts';
import { Island } from '../../src/components/Island.tsx';
import { Picture } from '../../src/components/Picture.tsx';

/** An article: Dutch body in a page of the reader's language (DESIGN.md decision 3). */
export function ArticlePage({ article }: { article: Article }) {
  const { ui, lang } = usePageEnv();
  const href = useHref();
  const t = ui.articles;
  const { data } = article;
  const title = lang === 'nl' ? data.title : data.en.title;
  const tags = lang === 'nl' ? data.tags : data.en.tags;
  // The closing block and the links around the Dutch body are in the page's language.
  const cta = lang === 'nl' ? data.cta : { ...data.cta, ...data.en.cta };
  const related = data.related.map((r, i) => (lang === 'nl' ? r : { ...r, ...data.en.related[i] }));
  const ctaHref = data.cta.href ? href(data.cta.href) : href(paths.contact);
  return (
    <Layout draft={data.draft}>
      <article className="article">
        <div className="page-hero">
          <div className="container container--narrow">
            <PageBreadcrumbs />
            <p>
              <a className="back-link" href={href(paths.articles)}>
                <Glyph icon={ArrowLeft} size={16} /> {t.back}
              </a>
            </p>
            <Tags tags={tags} label={t.tagsLabel} />
            <h1 className="page-hero__title">{title}</h1>
            <ArticleMeta date={data.date} readTime={data.readTime} />
            {lang !== 'nl' && <p className="note">{ui.meta.dutchOnly}</p>}
          </div>
        </div>
        <div className="section">
          <div className="container container--narrow">
            {article.cover && (
              <Picture
                picture={article.cover.page}
                alt={data.decorative ? '' : ((lang === 'nl' ? data.alt : data.en.alt) ?? '')}
                loading="lead"
                className="article__cover"
              />
            )}
            <Prose html={article.html} className="prose--article" lang={lang === 'nl' ? undefined : 'nl'} />
          </div>
        </div>
        <aside className="cta" aria-labelledby="article-cta">
          <div className="container cta__inner">
            <h2 className="cta__heading" id="article-cta">
              {cta.heading}
            </h2>
            <p className="cta__text">{cta.text}</p>
            <div className="cta__actions">
              {cta.type === 'ai-assessment' ? (
                <Island name="AssessmentDialog" props={{ label: cta.button }} />
              ) : (
                <a className="button button--light" href={ctaHref}>
                  {cta.button}
                </a>
              )}
            </div>
          </div>
        </aside>
        <section className="section" aria-labelledby="related-heading">
          <div className="container container--narrow">
            <h2 className="section__heading" id="related-heading">
              {t.relatedHeading}
            </h2>
            <ul className="related-list">
              {related.map((r) => (
                <li key={r.url}>
                  <a href={href(r.url)}>
                    <span className="related-list__title">{r.title}</span> <Glyph icon={ArrowRight} size={16} />
                  </a>
                  <p>{r.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </article>
    </Layout>
  );
}
