import type { SiteContent } from '../content.ts';
import type { Lang } from '../fields.ts';
import type { ServiceSummary } from '../../src/pages/types.ts';
import type { PropositionGroup } from '../home/HomePage.tsx';

/** Card data of every service in a language, by slug. */
export function serviceSummaries(content: SiteContent, lang: Lang): Map<string, ServiceSummary> {
  return new Map(
    content.lang[lang].services.map((s) => [
      s.slug,
      {
        slug: s.slug,
        title: s.data.title,
        subtitle: s.data.subtitle,
        summary: s.data.summary,
        icon: s.data.icon,
        phone: s.data.cta.type === 'phone',
      },
    ]),
  );
}

/** The categories in the order the home page gives, each with its services. */
export function categoryGroups(content: SiteContent, lang: Lang): PropositionGroup[] {
  const c = content.lang[lang];
  const summaries = serviceSummaries(content, lang);
  return c.home.propositions.groups.map((slug) => {
    const category = c.categories.find((x) => x.slug === slug)!;
    return {
      slug,
      title: category.data.title,
      description: category.data.description,
      icon: category.data.icon,
      services: category.data.services.map((s) => summaries.get(s)!),
    };
  });
}
