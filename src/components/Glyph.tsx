import { createContext, createElement, useContext } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LucideIcon } from 'lucide-react';

/** The icons one page uses, collected while it renders and written once as a sprite at its end. */
export type GlyphSet = Map<string, LucideIcon>;
export const GlyphContext = createContext<GlyphSet | null>(null);

const glyphName = (icon: LucideIcon) => (icon.displayName ?? 'icon').toLowerCase();

/**
 * A decorative lucide icon drawn from the page's sprite: each icon's paths are written once per
 * page, and every use is a short `<use>`, which keeps pages light.
 */
export function Glyph({ icon, size = 24, className }: { icon: LucideIcon; size?: number; className?: string }) {
  const glyphs = useContext(GlyphContext);
  if (!glyphs) throw new Error('<Glyph> must be rendered inside a page');
  const name = glyphName(icon);
  glyphs.set(name, icon);
  return (
    <svg className={className ? `glyph ${className}` : 'glyph'} width={size} height={size} aria-hidden="true">
      <use href={`#g-${name}`} />
    </svg>
  );
}

// An icon's drawing never changes: render it once per process, not once per page.
const drawings = new WeakMap<LucideIcon, string>();

/** The drawing of an icon without its `<svg>` wrapper; stroke and fill come from the `.glyph` style. */
function paths(icon: LucideIcon): string {
  let drawing = drawings.get(icon);
  if (drawing === undefined) {
    const markup = renderToStaticMarkup(createElement(icon));
    drawing = markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</svg>'));
    drawings.set(icon, drawing);
  }
  return drawing;
}

// Most pages of a kind use the same icons in the same order: their symbols are written once.
const sprites = new Map<string, string>();

/**
 * The symbols of a page's sprite, as GlyphSprite writes them, kept by the icons' names: the same
 * string for every page with the same icons, so the build checks it once for them all.
 */
export function glyphSymbols(glyphs: GlyphSet): string {
  const names = [...glyphs.keys()].join(' ');
  let symbols = sprites.get(names);
  if (symbols === undefined) {
    symbols = '';
    // Icon names are lower-case words (glyphName): nothing in them to escape.
    for (const [name, icon] of glyphs) symbols += `<symbol id="g-${name}" viewBox="0 0 24 24">${paths(icon)}</symbol>`;
    if (sprites.size < 100) sprites.set(names, symbols);
  }
  return symbols;
}

/** The sprite of every icon the page used; rendered last, after all of them. */
export function GlyphSprite() {
  const glyphs = useContext(GlyphContext);
  if (!glyphs?.size) return null;
  return <svg className="glyph-sprite" aria-hidden="true" dangerouslySetInnerHTML={{ __html: glyphSymbols(glyphs) }} />;
}
