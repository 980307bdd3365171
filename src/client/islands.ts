/**
 * Wakes islands when they are needed: each waits in the way its `data-hydrate` names (idle,
 * visible, or the visitor's first interaction), then React and the island's code arrive and it
 * hydrates. A click that comes before then is replayed.
 */
import type { HydrateOn } from '../islands/registry.ts';

const woken = new WeakMap<Element, Promise<void>>();
/** The notice shown for an island whose code could not be fetched. */
const notices = new WeakMap<Element, HTMLElement>();

/** Fetches React and the island's code and hydrates it, once however often it is asked. */
function wake(element: Element): Promise<void> {
  let done = woken.get(element);
  if (!done) {
    done = import('./hydrate.tsx')
      .then((m) => m.hydrateIsland(element))
      .catch((error) => {
        console.error(error);
        loadFailed(element);
      });
    woken.set(element, done);
  }
  return done;
}

/**
 * The spec's page-load failure notice, shown beside a part whose code could not be fetched, or for
 * a dialog inside it, where the visitor looks; a form's or a dialog's also gives the address to mail.
 */
function loadFailed(element: Element) {
  const texts = JSON.parse(document.getElementById('ui-errors')?.textContent ?? '{}');
  const paragraph = (text: string, className = '') => {
    const p = document.createElement('p');
    p.className = className;
    p.textContent = text;
    return p;
  };
  const link = (href: string, text: string) => {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = text;
    return a;
  };
  const notice = document.createElement('div');
  notice.className = 'error-screen';
  notice.setAttribute('role', 'alert');
  notice.append(paragraph(texts.loadFailedTitle, 'error-screen__title'), paragraph(texts.loadFailedText));
  // A form or dialog that cannot work says how to reach us instead.
  if (element.querySelector('form, dialog')) {
    const mail = paragraph(`${texts.mailInstead} `);
    mail.append(link(`mailto:${texts.email}`, texts.email));
    notice.append(mail);
  }
  const dialogBody = element.querySelector('dialog .dialog__body');
  if (dialogBody) dialogBody.prepend(notice);
  else {
    notice.append(link(texts.home, texts.backHome));
    element.after(notice);
  }
  notices.set(element, notice);
  element.setAttribute('data-hydrated', 'failed');
}

/**
 * A form sent before its code has arrived (a press on its button, Enter in a field) is held and
 * sent again once the island is live, with what the visitor typed; without this the browser
 * would send it as a plain form, which the page's policy blocks. A press made before this script
 * ran was held by the head's script (early-press.ts), which marks the form: it is sent now.
 */
function holdEarlySubmits(element: Element) {
  const sendHeld = () => {
    void wake(element).then(() => {
      const form = element.querySelector<HTMLFormElement>('form[data-early-submit]');
      if (!form) return;
      form.removeAttribute('data-early-submit');
      if (element.getAttribute('data-hydrated') === '') form.requestSubmit();
    });
  };
  element.addEventListener(
    'submit',
    (event) => {
      const state = element.getAttribute('data-hydrated');
      if (state === '') return;
      event.preventDefault();
      // Its code could not be fetched: point at the notice that says what to do instead.
      if (state === 'failed') return notices.get(element)?.scrollIntoView({ block: 'nearest' });
      (event.target as HTMLFormElement).setAttribute('data-early-submit', '');
      sendHeld();
    },
    { capture: true },
  );
  if (element.querySelector('form[data-early-submit]')) sendHeld();
}

/**
 * A click that beats hydration (a keyboard user pressing Enter, say) is held and replayed once
 * the island is live. What the browser does by itself goes through at once: opening a dialog or
 * a menu, focusing a field.
 */
function replayEarlyClicks(element: Element) {
  element.addEventListener(
    'click',
    (event) => {
      if (element.hasAttribute('data-hydrated')) return;
      const target = (event.target as Element).closest<HTMLElement>('a, button');
      if (!target || target.matches('[commandfor], [popovertarget]')) return;
      event.preventDefault();
      event.stopPropagation();
      void wake(element).then(() => target.click());
    },
    { capture: true },
  );
}

const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/** How an island waits, by its `data-hydrate`. */
const strategies: Record<HydrateOn, (element: Element) => void> = {
  /** When the browser has nothing better to do. */
  idle: (element) => {
    (window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200)))(() => void wake(element));
  },
  /** When the island comes within 200 px of the viewport. */
  visible: (element) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void wake(element);
        }
      },
      { rootMargin: '200px' },
    );
    // The island element itself has no box (display: contents); its content does.
    observer.observe(element.firstElementChild ?? element);
  },
  /** The default: at the first sign that the visitor reaches for it (pointer, focus, touch). */
  interaction: (element) => {
    for (const type of intentEvents)
      element.addEventListener(type, () => void wake(element), { once: true, passive: true });
    replayEarlyClicks(element);
  },
};

document.querySelectorAll('[data-island]').forEach((element) => {
  holdEarlySubmits(element);
  strategies[(element.getAttribute('data-hydrate') ?? 'interaction') as HydrateOn](element);
});
