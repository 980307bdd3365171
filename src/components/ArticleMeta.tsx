import Calendar from 'lucide-react/icons/calendar';
import Clock from 'lucide-react/icons/clock';
import { Glyph } from './Glyph.tsx';
import { usePageEnv } from './site-context.tsx';
import { format, formatDate } from '../lib/format.ts';

/** Publication date and reading time of an article. */
export function ArticleMeta({ date, readTime }: { date: string; readTime: number }) {
  const { ui, lang } = usePageEnv();
  return (
    <p className="article-meta">
      <span>
        <Glyph icon={Calendar} size={16} /> <time dateTime={date}>{formatDate(date, lang)}</time>
      </span>
      <span>
        <Glyph icon={Clock} size={16} /> {format(ui.articles.readTime, { minutes: readTime })}
      </span>
    </p>
  );
}

export function Tags({ tags, label }: { tags: string[]; label: string }) {
  return (
    <ul className="tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="badge">
          {tag}
        </li>
      ))}
    </ul>
  );
}
