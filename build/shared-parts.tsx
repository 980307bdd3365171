import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ReadLog } from './read-log.ts';
import { PageEnvProvider, type PageEnv } from '../src/components/site-context.tsx';
import { IslandCollectorContext, type IslandCollector } from '../src/components/Island.tsx';
import { GlyphContext, type GlyphSet } from '../src/components/Glyph.tsx';
import {
  PiecesContext,
  pieceEnd,
  pieceSlot,
  pieceStart,
  sharedPartSlot,
  type PagePartsCollector,
  type PartRenderer,
  type RenderedPart,
} from '../src/components/SharedPart.tsx';

/** How many renders of a part are kept: one per language, and a few more for parts that vary. */
const kept = 6;

/**
 * Renders the shared parts of pages (see SharedPart): each render records every value it read
 * from the page's environment and the part's props (see ReadLog), and is used again for every
 * page on which those values are the same. A part that reads something of its page (its path,
 * say) outside a PageSpecific is rendered again for each page, as it should be.
 */
export class SharedParts implements PartRenderer {
  private readonly renders = new Map<string, (RenderedPart & { log: ReadLog })[]>();

  render(name: string, element: ReactElement, env: PageEnv): RenderedPart {
    const known = this.renders.get(name) ?? [];
    const same = known.find((render) => render.log.sameFor({ env, props: element.props }));
    if (same) return same;
    const log = new ReadLog();
    const glyphs: GlyphSet = new Map();
    const islands: IslandCollector = { islands: [] };
    const pieces: ReactElement[] = [];
    const html = renderToString(
      <PageEnvProvider value={log.track('env', env)}>
        <IslandCollectorContext.Provider value={islands}>
          <PiecesContext.Provider value={pieces}>
            <GlyphContext.Provider value={glyphs}>
              {createElement(element.type, log.track('props', element.props as object))}
            </GlyphContext.Provider>
          </PiecesContext.Provider>
        </IslandCollectorContext.Provider>
      </PageEnvProvider>,
    );
    const made = { html, glyphs: [...glyphs], islands: islands.islands, pieces, log };
    this.renders.set(name, [made, ...known].slice(0, kept));
    return made;
  }
}

/** The shared parts of this process: a render is reused only for the same values, whichever build or site asks. */
export const sharedParts = new SharedParts();

/**
 * Puts the shared parts a page placed into its HTML, each with the page's own render of its
 * pieces, which follow the part's slot (see SharedPart). One pass over the page, which comes back
 * as slices to join once with the rest of the document, not copied again for every part.
 */
export function fillSharedParts(body: string, parts: PagePartsCollector): string[] {
  const out: string[] = [];
  let at = 0;
  parts.placed.forEach((part, id) => {
    const slot = sharedPartSlot(id);
    const from = body.indexOf(slot, at);
    out.push(body.slice(at, from));
    at = from + slot.length;
    let html = part.html;
    // What lies between the slot and the pieces stays after the part, where it was.
    const between: string[] = [];
    for (let i = 0; i < part.pieces; i++) {
      const start = pieceStart(id, i);
      const end = pieceEnd(id, i);
      const pieceFrom = body.indexOf(start, at);
      const pieceTo = body.indexOf(end, pieceFrom);
      between.push(body.slice(at, pieceFrom));
      const piece = body.slice(pieceFrom + start.length, pieceTo);
      html = html.replace(pieceSlot(i), () => piece);
      at = pieceTo + end.length;
    }
    out.push(html, ...between);
  });
  out.push(body.slice(at));
  return out;
}
