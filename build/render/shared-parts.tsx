import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ReadLog } from './read-log.ts';
import { PageEnvProvider, type PageEnv } from '../../src/components/site-context.tsx';
import { IslandCollectorContext, type IslandCollector } from '../../src/components/Island.tsx';
import { GlyphContext, type GlyphSet } from '../../src/components/Glyph.tsx';
import {
  PiecesContext,
  pieceEnd,
  pieceSlot,
  pieceStart,
  sharedPartSlot,
  type PagePartsCollector,
  type PartRenderer,
  type RenderedPart,
} from '../../src/components/SharedPart.tsx';

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

  /** Forgets every render, so the next pages render their parts anew. */
  clear(): void {
    this.renders.clear();
  }

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
    const around = splitAtPieces(part.html, part.pieces);
    out.push(around[0]!);
    // What lies between the slot and the pieces stays after the part, where it was.
    const between: string[] = [];
    for (let i = 0; i < part.pieces; i++) {
      const start = pieceStart(id, i);
      const end = pieceEnd(id, i);
      const pieceFrom = body.indexOf(start, at);
      const pieceTo = body.indexOf(end, pieceFrom);
      between.push(body.slice(at, pieceFrom));
      out.push(body.slice(pieceFrom + start.length, pieceTo), around[i + 1]!);
      at = pieceTo + end.length;
    }
    out.push(...between);
  });
  out.push(body.slice(at));
  return out;
}

/** A shared part's HTML cut at its pieces' slots, once for all the pages that place it. */
const cuts = new Map<string, string[]>();
function splitAtPieces(html: string, pieces: number): string[] {
  let around = cuts.get(html);
  if (!around) {
    around = [];
    let at = 0;
    for (let i = 0; i < pieces; i++) {
      const slot = pieceSlot(i);
      const from = html.indexOf(slot, at);
      around.push(html.slice(at, from));
      at = from + slot.length;
    }
    around.push(html.slice(at));
    if (cuts.size < 100) cuts.set(html, around);
  }
  return around;
}
