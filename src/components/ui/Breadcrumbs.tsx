import { usePageEnv, useHref } from '../site-context.tsx';

export interface Crumb {
  label: string;
  href?: string;
}

/** Where the page sits in the site; the last crumb is the page itself. */
export function Breadcrumbs({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            {item.href && i < items.length - 1 ? (
              <a href={item.href}>{item.label}</a>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The breadcrumbs of the page as its route gives them (see PageEnv.breadcrumbs), so that what the
 * page shows and what its structured data says are one list.
 */
export function PageBreadcrumbs() {
  const { ui, breadcrumbs } = usePageEnv();
  const href = useHref();
  if (!breadcrumbs?.length) return null;
  return (
    <Breadcrumbs
      label={ui.common.breadcrumb}
      items={breadcrumbs.map((crumb) => ({ label: crumb.name, href: href(crumb.path) }))}
    />
  );
}
