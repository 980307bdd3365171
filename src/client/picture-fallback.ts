/**
 * Pictures that fail show a stand-in image, and when that fails too, a line of text (see
 * Picture.tsx). A partner's photo (the avatar places of src/lib/picture.ts) fails to a portrait's
 * stand-in, any other picture to a landscape's. The two places are written here rather than
 * imported from there: the page script imports nothing that exports (see main.ts).
 */
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

document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement && event.target.closest('.picture')) pictureFailed(event.target);
  },
  true,
);
// Failures before this script ran have no event left to catch.
document.querySelectorAll<HTMLImageElement>('.picture img').forEach((img) => {
  if (img.complete && img.naturalWidth === 0 && img.currentSrc) pictureFailed(img);
});
