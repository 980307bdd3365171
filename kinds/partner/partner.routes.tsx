import { paths } from '../../shared/paths.ts';
import { ExpertsPage } from './ExpertsPage.tsx';
import { ExpertPage } from './ExpertPage.tsx';
import type { Route } from '../routes.tsx';
import type { RoutesOf } from '../define.ts';
import type { partner } from './partner.ts';

/** The pages of the partner kind in one language. */
export const partnerRoutes: RoutesOf<typeof partner> = ({ content, lang, c: { ui } }) => {
  const home = { name: ui.nav.home, path: paths.home };
  const overview = { name: ui.nav.experts, path: paths.experts };
  const routes: Route[] = [
    {
      path: paths.experts,
      lang,
      kind: 'experts',
      ...ui.experts.seo,
      keywords: content.partners.map((p) => p.data[lang].specialization),
      breadcrumbs: [home, overview],
      subject: { type: 'collection' },
      sources: content.partners.map((p) => p.file),
      element: <ExpertsPage partners={content.partners} />,
    },
  ];
  for (const partner of content.partners) {
    const profile = partner.data[lang];
    const { name } = partner.data;
    routes.push({
      path: paths.expert(partner.id),
      lang,
      kind: 'expert',
      title:
        profile.seoTitle ??
        (`${name}: ${profile.specialization}`.length <= 44
          ? `${name}: ${profile.specialization}`
          : `${name} | ${ui.nav.experts}`),
      description: profile.seoDescription,
      keywords: [name, profile.specialization, profile.location],
      breadcrumbs: [home, overview, { name, path: paths.expert(partner.id) }],
      subject: {
        type: 'person',
        name,
        jobTitle: profile.specialization,
        description: profile.whoIAm
          .split(/\n\s*\n/)[0]!
          .replace(/\s+/g, ' ')
          .trim(),
        email: partner.data.email,
        location: profile.location,
        languages: partner.data.languages,
        sameAs: [partner.data.linkedin, partner.data.portfolio, partner.data.website].filter((u): u is string =>
          Boolean(u),
        ),
      },
      sources: [partner.file],
      element: <ExpertPage partner={partner} />,
    });
  }
  return routes;
};
