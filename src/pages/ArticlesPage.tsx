import { ArrowRight } from 'lucide-react';
import { Glyph } from '../components/Glyph.tsx';
import type { Article } from '../../build/content.ts';
import { usePageEnv, useHref } from '../components/site-context.tsx';
import { Layout } from '../components/Layout.tsx';
import { Breadcrumbs } from '../components/ui/Breadcrumbs.tsx';
import { PageHero } from '../components/ui/PageHero.tsx';
import { CallToAction } from '../components/ui/CallToAction.tsx';
import { ArticleMeta, Tags } from '../components/ArticleMeta.tsx';
import { Picture } from '../components/Picture.tsx';
import { paths } from '../lib/paths.ts';

export function ArticlesPage({ articles }: { articles: Article[] }) {
  const { ui, lang } = usePageEnv();
  const href = useHref();
  const t = ui.articles;
  return (
    <Layout>
      <PageHero
        breadcrumbs={<Breadcrumbs label={ui.common.breadcrumb} items={[{ label: ui.nav.home, href: href(paths.home) }, { label: ui.nav.articles }]} />}
        title={t.heading}
        subtitle={t.intro}
      />
      <section className="section" aria-label={t.heading}>
        <div className="container card-grid card-grid--3">
          {articles.map(({ slug, data, cover }, i) => {
            const item = lang === 'nl' ? data : data.en;
            return (
              <article key={slug} className="card card--link article-card">
                {cover && <Picture picture={cover.card} alt={data.decorative ? '' : item.alt ?? ''} loading={i === 0 ? 'lead' : 'lazy'} className="article-card__picture" />}
                <p className="article-card__category">{t.categories[data.category]}</p>
                <h2 className="card__title"><a className="card__link" href={href(paths.article(slug))} hrefLang="nl">{item.title}</a></h2>
                <ArticleMeta date={data.date} readTime={data.readTime} />
                <p className="card__text">{item.description}</p>
                <Tags tags={item.tags} label={t.tagsLabel} />
                <span className="card__action" aria-hidden="true">{t.read} <Glyph icon={ArrowRight} size={16} /></span>
              </article>
            );
          })}
        </div>
      </section>
      <CallToAction heading={t.ctaHeading} text={t.ctaText}>
        <a className="button button--light" href={href(paths.contact)}>{t.ctaButton}</a>
      </CallToAction>
    </Layout>
  );
}
