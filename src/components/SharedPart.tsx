import { createContext, Fragment, useContext, type ReactElement } from 'react';
import type { LucideIcon } from 'lucide-react';
import { GlyphContext } from './Glyph.tsx';
import { IslandCollectorContext, type IslandCollector } from './Island.tsx';
import { usePageEnv, type PageEnv } from './site-context.tsx';

/** A part rendered on its own: its HTML, the icons it drew, its islands, and its page-specific pieces. */
export interface RenderedPart {
  html: string;
  glyphs: [string, LucideIcon][];
  /** Its islands, numbered from 0: the numbers hold on a page with no island before the part. */
  islands: IslandCollector['islands'];
  /** What each PageSpecific inside it holds, for each page to render. */
  pieces: ReactElement[];
}

/** Renders parts that many pages have alike, once for each set of values they read (see SharedParts in build/). */
export interface PartRenderer {
  render(name: string, element: ReactElement, env: PageEnv): RenderedPart;
}

/** The shared parts of one page, in order, with who renders them. */
export interface PagePartsCollector {
  renderer: PartRenderer;
  placed: { html: string; pieces: number }[];
}

export const PagePartsContext = createContext<PagePartsCollector | null>(null);

/** Where a shared part's own render collects its page-specific pieces. */
export const PiecesContext = createContext<ReactElement[] | null>(null);

/** What stands for a shared part in the page until its HTML replaces it. */
export const sharedPartSlot = (part: number) => `<template data-shared-part="${part}"></template>`;
/** Where a page-specific piece goes in its part's HTML. */
export const pieceSlot = (piece: number) => `<template data-page-specific="${piece}"></template>`;
/** What a page renders around a piece, until the piece moves into its part. */
export const pieceStart = (part: number, piece: number) => `<template data-piece="${part}-${piece}"></template>`;
export const pieceEnd = (part: number, piece: number) => `<template data-piece-end="${part}-${piece}"></template>`;

/**
 * A part of the page that many pages render alike, such as the header or the footer: the build
 * renders it on its own once and puts the same HTML into every page that reads the same values
 * for it, which spares rendering it thousands of times. What differs from page to page inside
 * it goes in a PageSpecific, which each page renders. Without a renderer (outside the build), or
 * where its islands would be numbered differently, the part renders in place.
 */
export function SharedPart({ name, children }: { name: string; children: ReactElement }) {
  const parts = useContext(PagePartsContext);
  const glyphs = useContext(GlyphContext);
  const islands = useContext(IslandCollectorContext);
  const env = usePageEnv();
  if (!parts || !glyphs || !islands) return children;
  const part = parts.renderer.render(name, children, env);
  // An island is numbered by the islands before it on its page.
  if (part.islands.length && islands.islands.length) return children;
  islands.islands.push(...part.islands);
  // The page's sprite draws the part's icons.
  for (const [key, icon] of part.glyphs) glyphs.set(key, icon);
  const id = parts.placed.push({ html: part.html, pieces: part.pieces.length }) - 1;
  return (
    <>
      <template data-shared-part={id} />
      {part.pieces.map((piece, i) => (
        <Fragment key={i}>
          <template data-piece={`${id}-${i}`} />
          {piece}
          <template data-piece-end={`${id}-${i}`} />
        </Fragment>
      ))}
    </>
  );
}

/**
 * Inside a shared part: a piece that differs from page to page (the link to the same page in the
 * other language, say). The part's own render leaves a slot for it, which each page fills with
 * its own render of it. It may hold no island.
 */
export function PageSpecific({ children }: { children: ReactElement }) {
  const pieces = useContext(PiecesContext);
  if (!pieces) return children;
  const id = pieces.push(children) - 1;
  return <template data-page-specific={id} />;
}
