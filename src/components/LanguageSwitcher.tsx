import { usePageEnv } from './site-context.tsx';
import { localePath, type Lang } from '../../shared/paths.ts';

/**
 * Both languages, the current one highlighted; the other is a plain link to the same page in that
 * language. The client script stores the choice when it is clicked.
 */
export function LanguageSwitcher() {
  const { lang, ui, alternatePath } = usePageEnv();
  const other: Lang = lang === 'nl' ? 'en' : 'nl';
  const href = alternatePath ?? localePath(other, '/');
  return (
    <div className="lang-switch" role="group" aria-label={ui.meta.switchLanguageLabel}>
      <span className="lang-switch__item" aria-current="true" lang={lang}>
        {lang.toUpperCase()}
      </span>
      <a
        className="lang-switch__item"
        href={href}
        hrefLang={other}
        lang={other}
        data-lang-switch={other}
        title={ui.meta.switchLanguage}
      >
        <span aria-hidden="true">{other.toUpperCase()}</span>
        <span className="visually-hidden">{ui.meta.switchLanguage}</span>
      </a>
    </div>
  );
}
