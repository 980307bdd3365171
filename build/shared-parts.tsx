import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ReadLog } from './read-log.ts';
import { PageEnvProvider, type PageEnv } from '../src/components/site-context.tsx';
import { IslandCollectorContext, type IslandCollector } from '../src/components/Island.tsx';
import { GlyphContext, type GlyphSet } from '../src/components/Glyph.tsx';
import type { PartRenderer, RenderedPart } from '../src/components/SharedPart.tsx';

/** How many renders of a part are kept: one per language, and a few more for parts that vary. */
const kept = 6;

/**
 * Renders the shared parts of pages (see SharedPart): each render records every value it read
 * from the page's environment and the part's props (see ReadLog), and is used again for every
 * page on which those values are the same. A part that reads something of its page (its path,
 * say) is rendered again for each page, as it should be.
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
    const html = renderToString(
      <PageEnvProvider value={log.track('env', env)}>
        <IslandCollectorContext.Provider value={islands}>
          <GlyphContext.Provider value={glyphs}>{createElement(element.type, log.track('props', element.props as object))}</GlyphContext.Provider>
        </IslandCollectorContext.Provider>
      </PageEnvProvider>,
    );
    // An island's id counts the islands before it on its page, which one render cannot know.
    if (islands.islands.length) throw new Error(`the shared part "${name}" holds an island (${islands.islands[0]!.name}); render it in the page instead`);
    const made = { html, glyphs: [...glyphs], log };
    this.renders.set(name, [made, ...known].slice(0, kept));
    return made;
  }
}

/** The shared parts of this process: a render is reused only for the same values, whichever build or site asks. */
export const sharedParts = new SharedParts();
