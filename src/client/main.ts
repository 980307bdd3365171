/**
 * The only script every page loads up front. It stores the language a visitor picks and wakes
 * islands when they are needed; React and the island's code arrive only then.
 */
import type { HydrateOn } from '../islands/registry.ts';

const languageKey = 'lang';

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[data-lang-switch]');
  if (link) localStorage.setItem(languageKey, link.getAttribute('data-lang-switch')!);
});

const hydrated = new WeakMap<Element, Promise<void>>();

function hydrate(element: Element): Promise<void> {
  let done = hydrated.get(element);
  if (!done) {
    done = import('./hydrate.tsx').then((m) => m.hydrateIsland(element));
    hydrated.set(element, done);
  }
  return done;
}

const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

function watch(element: Element) {
  const on = (element.getAttribute('data-hydrate') ?? 'interaction') as HydrateOn;
  if (on === 'idle') {
    (window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200)))(() => void hydrate(element));
    return;
  }
  if (on === 'visible') {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        void hydrate(element);
      }
    }, { rootMargin: '200px' });
    observer.observe(element);
    return;
  }
  for (const type of intentEvents) element.addEventListener(type, () => void hydrate(element), { once: true, passive: true });
  // A click that beats hydration (a keyboard user pressing Enter, say) is held and replayed once the island is live.
  element.addEventListener('click', (event) => {
    if (element.hasAttribute('data-hydrated')) return;
    const target = event.target as HTMLElement;
    event.preventDefault();
    event.stopPropagation();
    void hydrate(element).then(() => target.click());
  }, { capture: true });
}

document.querySelectorAll('[data-island]').forEach(watch);
