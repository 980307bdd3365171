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

// Native dialogs open through invoker commands (`commandfor`); older browsers get the same by script.
if (!('commandForElement' in HTMLButtonElement.prototype)) {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[commandfor]');
    const dialog = button ? document.getElementById(button.getAttribute('commandfor')!) : null;
    if (!button || !(dialog instanceof HTMLDialogElement)) return;
    if (button.getAttribute('command') === 'show-modal') dialog.showModal();
    else if (button.getAttribute('command') === 'close') dialog.close();
  });
}
// A click on the backdrop closes a dialog (`closedby="any"` does this where it is supported).
if (!('closedBy' in HTMLDialogElement.prototype)) {
  document.addEventListener('click', (event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return;
    const r = dialog.getBoundingClientRect();
    if (event.clientX < r.left || event.clientX > r.right || event.clientY < r.top || event.clientY > r.bottom) dialog.close();
  });
}

// Menus are popovers that open and close without script; choosing a link in one closes it, also
// when the link only scrolls this page (/#over).
document.addEventListener('click', (event) => {
  const menu = (event.target as Element | null)?.closest?.('a')?.closest('[popover]');
  if (menu instanceof HTMLElement && menu.matches(':popover-open')) menu.hidePopover();
});

// With a mouse, the desktop menus also open on hover after 200 ms and close 150 ms after the
// pointer has left (spec section 9). A click on a menu that hovering opened keeps it open.
document.querySelectorAll('.nav__list > li').forEach((item) => {
  const panel = item.querySelector<HTMLElement>('[popover]');
  if (!panel) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let openedByHover = false;
  const after = (ms: number, action: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(action, ms);
  };
  const isOpen = () => panel.matches(':popover-open');
  item.addEventListener('pointerenter', (event) => {
    if ((event as PointerEvent).pointerType !== 'mouse') return;
    after(200, () => {
      if (isOpen()) return;
      panel.showPopover();
      openedByHover = true;
    });
  });
  item.addEventListener('pointerleave', (event) => {
    if ((event as PointerEvent).pointerType !== 'mouse') return;
    after(150, () => {
      if (isOpen() && !panel.contains(document.activeElement)) panel.hidePopover();
    });
  });
  item.querySelector('[popovertarget]')?.addEventListener('click', (event) => {
    if (openedByHover && isOpen()) event.preventDefault();
    openedByHover = false;
  });
  panel.addEventListener('toggle', () => {
    if (!isOpen()) openedByHover = false;
  });
});

// Pictures that fail show a stand-in image, and when that fails too, a line of text (see
// Picture.tsx). A partner's photo (the avatar places of src/lib/picture.ts) fails to a portrait's
// stand-in, any other picture to a landscape's. Written here rather than imported: a second
// module in this script would make it fetch a shared chunk before it runs.
const standIns = { portrait: '/images/photo-unavailable.svg', picture: '/images/picture-unavailable.svg' };
function pictureFailed(img: HTMLImageElement) {
  const box = img.closest('.picture')!;
  const standIn = box.matches('.picture--avatar-card, .picture--avatar-profile') ? standIns.portrait : standIns.picture;
  if (img.getAttribute('src') !== standIn) {
    box.setAttribute('data-state', 'stand-in');
    img.parentElement?.querySelectorAll('source').forEach((source) => source.remove());
    img.src = standIn;
    return;
  }
  box.setAttribute('data-state', 'unavailable');
  const text = document.createElement('span');
  text.className = 'picture__unavailable';
  text.textContent = JSON.parse(document.getElementById('ui-errors')?.textContent ?? '{}').imageUnavailable ?? img.alt;
  (img.closest('picture') ?? img).replaceWith(text);
}
document.addEventListener('error', (event) => {
  if (event.target instanceof HTMLImageElement && event.target.closest('.picture')) pictureFailed(event.target);
}, true);
// Failures before this script ran have no event left to catch.
document.querySelectorAll<HTMLImageElement>('.picture img').forEach((img) => {
  if (img.complete && img.naturalWidth === 0 && img.currentSrc) pictureFailed(img);
});

// High contrast: the footer button switches it and the choice is kept for every later page.
const contrastButtons = () => document.querySelectorAll('[data-contrast-toggle]');
const showContrast = (on: boolean) => contrastButtons().forEach((b) => b.setAttribute('aria-pressed', String(on)));
showContrast(document.documentElement.getAttribute('data-contrast') === 'high');
document.addEventListener('click', (event) => {
  if (!(event.target as Element | null)?.closest?.('[data-contrast-toggle]')) return;
  const on = document.documentElement.getAttribute('data-contrast') !== 'high';
  if (on) document.documentElement.setAttribute('data-contrast', 'high');
  else document.documentElement.removeAttribute('data-contrast');
  try {
    if (on) localStorage.setItem('contrast', 'high');
    else localStorage.removeItem('contrast');
  } catch {
    // The mode still applies to this page.
  }
  showContrast(on);
});

// Arriving from another page at a section (/#over, /#contact): scroll to it smoothly after 100 ms, as the spec asks.
const section = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
if (section) {
  setTimeout(() => section.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' }), 100);
}

const hydrated = new WeakMap<Element, Promise<void>>();

function hydrate(element: Element): Promise<void> {
  let done = hydrated.get(element);
  if (!done) {
    done = import('./hydrate.tsx').then((m) => m.hydrateIsland(element)).catch((error) => {
      console.error(error);
      loadFailed(element);
    });
    hydrated.set(element, done);
  }
  return done;
}

/** The spec's page-load failure notice, shown beside a part whose code could not be fetched. */
function loadFailed(element: Element) {
  const texts = JSON.parse(document.getElementById('ui-errors')?.textContent ?? '{}');
  const notice = document.createElement('div');
  notice.className = 'error-screen';
  notice.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'error-screen__title';
  title.textContent = texts.loadFailedTitle;
  const text = document.createElement('p');
  text.textContent = texts.loadFailedText;
  const home = document.createElement('a');
  home.href = texts.home;
  home.textContent = texts.backHome;
  notice.append(title, text, home);
  element.after(notice);
  element.setAttribute('data-hydrated', 'failed');
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
    // The island element itself has no box (display: contents); its content does.
    observer.observe(element.firstElementChild ?? element);
    return;
  }
  for (const type of intentEvents) element.addEventListener(type, () => void hydrate(element), { once: true, passive: true });
  // A click that beats hydration (a keyboard user pressing Enter, say) is held and replayed once the island is live.
  // What the browser does by itself goes through at once: opening a dialog, focusing a field.
  element.addEventListener('click', (event) => {
    if (element.hasAttribute('data-hydrated')) return;
    const target = (event.target as Element).closest<HTMLElement>('a, button');
    if (!target || target.matches('[commandfor], [popovertarget]')) return;
    event.preventDefault();
    event.stopPropagation();
    void hydrate(element).then(() => target.click());
  }, { capture: true });
}

document.querySelectorAll('[data-island]').forEach(watch);
