export interface Crumb { label: string; href?: string }

/** Where the page sits in the site; the last crumb is the page itself. */
export function Breadcrumbs({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            {item.href && i < items.length - 1 ? <a href={item.href}>{item.label}</a> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
