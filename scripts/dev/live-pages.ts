import { createElement, type ReactElement } from 'react';
import type { RenderSetup } from '../../build/render/render.tsx';
import { steps } from '../../build/pipeline.ts';
import type { Route } from '../../kinds/routes.tsx';
import type { SitePlan } from '../../build/render/site-plan.ts';
import { ReadLog } from '../../build/render/read-log.ts';

interface RenderedPage {
  html: string;
  /** What the render read from its route, the route's props and the render setup. */
  log: ReadLog;
  type: ReactElement['type'];
  /** The plan (by its number) it was last found up to date with. */
  plan: number;
}

/** The inputs of a page's render, in the shape its read log was recorded from. */
const renderInputs = (route: Route, setup: RenderSetup) => ({ route, props: route.element.props, setup });

/**
 * The dev server's pages, rendered when first asked for, each with every value its render read:
 * a page asked for again is rendered again only when one of those values changed.
 */
export class LivePages {
  private readonly known = new Map<string, RenderedPage>();
  /** Pages rendered so far. */
  rendered = 0;

  /** Forgets the pages that are no longer in the site. */
  keepOnly(plan: SitePlan): void {
    for (const file of this.known.keys()) if (!plan.files.get(file)?.route) this.known.delete(file);
  }

  /** A page's HTML: the last render while everything it read is the same, else a new render. */
  page(file: string, route: Route, plan: SitePlan, number: number): { html: string; renderMs?: number } {
    const cached = this.known.get(file);
    if (
      cached &&
      (cached.plan === number ||
        (cached.type === route.element.type && cached.log.sameFor(renderInputs(route, plan.setup))))
    ) {
      cached.plan = number;
      return { html: cached.html };
    }
    const started = performance.now();
    const log = new ReadLog();
    const props = log.track('props', route.element.props as object);
    const element = createElement(route.element.type, props);
    const view = log.track('route', { ...route, element }, ['element']);
    const html = steps.renderPage(view, log.track('setup', plan.setup));
    this.known.set(file, { html, log, type: route.element.type, plan: number });
    this.rendered++;
    return { html, renderMs: performance.now() - started };
  }
}
