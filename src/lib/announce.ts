/** How long an announcement stays in the live region (spec section 4). */
export const announcementMs = 1000;

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Tells screen-reader users something that changed on the page without moving their focus,
 * through the page's polite live region; the text is gone again after one second.
 */
export function announce(text: string): void {
  const region = document.getElementById('announcer');
  if (!region) return;
  region.textContent = text;
  clearTimeout(timer);
  timer = setTimeout(() => {
    region.textContent = '';
  }, announcementMs);
}
