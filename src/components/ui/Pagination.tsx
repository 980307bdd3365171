import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Glyph } from '../Glyph.tsx';
import { usePageEnv, useHref } from '../site-context.tsx';
import { paths } from '../../../shared/paths.ts';
import { format } from '../../lib/format.ts';

/**
 * The page numbers a list shows around page `page` of `pages`: the first, the last, and the
 * current one with its neighbours; `0` stands for a gap. At most seven entries, however long the
 * list grows.
 */
export function pageWindow(page: number, pages: number): number[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [0, n] : [n]));
}

/** Links to the other pages of a list of articles at `list`, with the previous and next page beside them. */
export function Pagination({ list, page, pages }: { list: string; page: number; pages: number }) {
  const { ui } = usePageEnv();
  const href = useHref();
  const t = ui.articles.lists;
  const link = (n: number) => href(paths.listPage(list, n));
  return (
    <nav className="pagination" aria-label={t.pagination}>
      <p className="pagination__status">{format(t.page, { page, pages })}</p>
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <a className="pagination__step" href={link(page - 1)} rel="prev">
              <Glyph icon={ArrowLeft} size={16} /> {t.previous}
            </a>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) => (
          <li key={n || `gap-${i}`} className="pagination__number">
            {n === 0 ? (
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <a className="pagination__page" href={link(n)} aria-current={n === page ? 'page' : undefined}>
                <span className="visually-hidden">{format(t.page, { page: n, pages })}</span>
                <span aria-hidden="true">{n}</span>
              </a>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <a className="pagination__step" href={link(page + 1)} rel="next">
              {t.next} <Glyph icon={ArrowRight} size={16} />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
