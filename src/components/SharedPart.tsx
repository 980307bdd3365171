import { createContext, useContext, type ReactElement } from 'react';
import type { LucideIcon } from 'lucide-react';
import { GlyphContext } from './Glyph.tsx';
import { usePageEnv, type PageEnv } from './site-context.tsx';

/** A part rendered on its own: its HTML and the icons it drew. */
export interface RenderedPart {
  html: string;
  glyphs: [string, LucideIcon][];
}

/** Renders parts that many pages have alike, once for each set of values they read (see SharedParts in build/). */
export interface PartRenderer {
  render(name: string, element: ReactElement, env: PageEnv): RenderedPart;
}

/** The parts of one page rendered on their own, in order, and who renders them. */
export interface PagePartsCollector {
  renderer: PartRenderer;
  placed: string[];
}

export const PagePartsContext = createContext<PagePartsCollector | null>(null);

/** What stands for a shared part in the page until its HTML replaces it. */
export const sharedPartSlot = (id: number) => `<template data-shared-part="${id}"></template>`;

/**
 * A part of the page that many pages render alike, such as the footer: the build renders it on
 * its own once and puts the same HTML into every page that reads the same values for it, which
 * spares rendering it thousands of times. Without a renderer (or outside the build) it renders
 * in place, with the same result. A shared part may hold no island.
 */
export function SharedPart({ name, children }: { name: string; children: ReactElement }) {
  const parts = useContext(PagePartsContext);
  const glyphs = useContext(GlyphContext);
  const env = usePageEnv();
  if (!parts || !glyphs) return children;
  const part = parts.renderer.render(name, children, env);
  // The page's sprite draws the part's icons, in the order rendering in place would add them.
  for (const [key, icon] of part.glyphs) glyphs.set(key, icon);
  const id = parts.placed.push(part.html) - 1;
  return <template data-shared-part={id} />;
}
