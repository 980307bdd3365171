import { usePageEnv, useHref } from '../components/site-context.tsx';
import { Layout } from '../components/Layout.tsx';
import { paths } from '../../shared/paths.ts';

/**
 * The page for any unknown path. `expert` gives the variant for an unknown partner profile,
 * which leads back to the overview instead of home. The missing path is logged by the head's
 * script (src/client/not-found.ts), once, by the page that stays.
 */
export function NotFoundPage({ expert = false }: { expert?: boolean }) {
  const { ui } = usePageEnv();
  const href = useHref();
  return (
    <Layout>
      <div className="not-found">
        <div className="container container--narrow">
          <p className="not-found__code" aria-hidden="true">
            404
          </p>
          <h1 className="page-hero__title">{expert ? ui.experts.notFound : ui.notFound.heading}</h1>
          <p className="lead">{expert ? ui.experts.notFoundText : ui.notFound.text}</p>
          <p>
            <a className="button button--primary" href={expert ? href(paths.experts) : href(paths.home)}>
              {expert ? ui.experts.backToOverview : ui.notFound.home}
            </a>
          </p>
        </div>
      </div>
    </Layout>
  );
}
