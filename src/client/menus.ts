/**
 * Menus are popovers that open and close without script; choosing a link in one closes it, also
 * when the link only scrolls this page (/#over).
 */
document.addEventListener('click', (event) => {
  const menu = (event.target as Element | null)?.closest?.('a')?.closest('[popover]');
  if (menu instanceof HTMLElement && menu.matches(':popover-open')) menu.hidePopover();
});

// With a mouse, the desktop menus also open on hover after 200 ms and close 150 ms after the
// pointer has left (spec section 9). Moving on from an open menu, or within 300 ms of one closing
// (the skip delay), opens the next at once. A click on a menu that hovering opened keeps it open.
const skipDelay = 300;
let lastClosed = -Infinity;
const menuOpen = () => document.querySelector('.nav__list [popover]:popover-open') !== null;
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
    const open = () => {
      if (isOpen()) return;
      panel.showPopover();
      openedByHover = true;
    };
    if (menuOpen() || performance.now() - lastClosed < skipDelay) {
      clearTimeout(timer);
      open();
    } else after(200, open);
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
    if (isOpen()) return;
    openedByHover = false;
    lastClosed = performance.now();
  });
});
