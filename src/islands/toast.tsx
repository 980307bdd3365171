import * as ToastPrimitive from '@radix-ui/react-toast';
import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** What a toast offers beside its words: a link (a mail draft, an address) or text to copy. */
export type ToastAction =
  { kind: 'link'; label: string; href: string } | { kind: 'copy'; label: string; copiedLabel: string; text: string };

export interface ToastMessage {
  title: string;
  description: string;
  variant: 'success' | 'error';
  /** Milliseconds on screen; success toasts stay 5 s (spec section 9), errors longer so they can be read. */
  duration?: number;
  /** A toast with actions stays until the visitor closes it: it is their way to send what they typed. */
  actions?: ToastAction[];
  /** The visitor's message, shown whole so they can read it whatever their browser did with the draft. */
  message?: string;
  /** Called when the visitor closes the toast (not when another replaces it). */
  onClose?: () => void;
}

export const successDuration = 5000;
const errorDuration = 10000;

let show: ((toast: ToastMessage) => void) | undefined;
let host: HTMLElement | undefined;
const waiting: ToastMessage[] = [];

/**
 * Puts the toaster where the visitor can see and use it. A modal `<dialog>` sits in the browser's
 * top layer and makes the rest of the page inert, so a toast raised while one is open lives inside
 * it (its viewport is fixed to the window all the same); so does a toast already on screen when
 * a dialog opens over it, or its buttons could not be reached. When that dialog closes, the
 * toaster goes back to the page, with the toast still on it.
 */
function place(toaster: HTMLElement): void {
  const dialog = [...document.querySelectorAll('dialog')].filter((d) => d.matches(':modal')).pop();
  const parent = dialog ?? document.body;
  if (toaster.parentElement !== parent) parent.append(toaster);
  dialog?.addEventListener('close', () => place(toaster), { once: true });
}

/** Follows dialogs that open while the toaster is on the page (see place). */
function followDialogs(toaster: HTMLElement): void {
  // A dialog says it opened with a `toggle` event, which does not bubble: listened for on its way down.
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDialogElement && (event as ToggleEvent).newState === 'open') place(toaster);
    },
    true,
  );
}

/**
 * Shows a toast. The toaster mounts itself on the first call, so pages that never show one never
 * load it. At most one toast is visible: a new one replaces the last.
 */
export function showToast(toast: ToastMessage, labels: { region: string; close: string }): void {
  if (!host) {
    host = document.createElement('div');
    host.className = 'toaster';
    place(host);
    followDialogs(host);
    createRoot(host).render(<Toaster labels={labels} />);
  } else place(host);
  if (show) show(toast);
  else waiting.push(toast);
}

function Toaster({ labels }: { labels: { region: string; close: string } }) {
  const [toast, setToast] = useState<(ToastMessage & { key: number }) | null>(null);
  useEffect(() => {
    show = (t) => setToast({ ...t, key: Date.now() });
    const first = waiting.splice(0).pop();
    if (first) show(first);
    return () => {
      show = undefined;
    };
  }, []);
  // A toast over a dialog's send button: the dialog makes room below its form and scrolls the
  // button above the toast, so the visitor can press it again or read on.
  useEffect(() => {
    const dialog = host?.parentElement;
    if (!toast || !(dialog instanceof HTMLDialogElement)) return;
    // Once the toast is drawn where it comes to rest: after its entrance, or at once without one.
    const settle = () => keepClear(dialog, host!.querySelector('.toast'));
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(settle)));
    host!.addEventListener('animationend', settle);
    return () => {
      cancelAnimationFrame(frame);
      host!.removeEventListener('animationend', settle);
      dialog.classList.remove('dialog--toast-room');
    };
  }, [toast]);
  const duration = (t: ToastMessage) =>
    t.actions ? Infinity : (t.duration ?? (t.variant === 'error' ? errorDuration : successDuration));
  return (
    <ToastPrimitive.Provider label={labels.region} swipeDirection="right">
      {toast && (
        <ToastPrimitive.Root
          key={toast.key}
          className={`toast toast--${toast.variant}`}
          type={toast.variant === 'error' ? 'foreground' : 'background'}
          duration={duration(toast)}
          onOpenChange={(open) => {
            if (open) return;
            setToast(null);
            toast.onClose?.();
          }}
          onEscapeKeyDown={(event) => {
            // Escape closes the dialog the toast sits in, not the toast that holds the visitor's
            // message as well: that one they close themselves.
            const dialog = host?.closest('dialog');
            if (!toast.actions || !dialog?.open) return;
            event.preventDefault();
            dialog.close();
          }}
          data-testid="toast"
        >
          <ToastPrimitive.Title className="toast__title">{toast.title}</ToastPrimitive.Title>
          <ToastPrimitive.Description className="toast__description">{toast.description}</ToastPrimitive.Description>
          {toast.message && (
            <pre className="toast__message" tabIndex={0}>
              {toast.message}
            </pre>
          )}
          {toast.actions && (
            <div className="toast__actions">
              {toast.actions.map((action) => (
                <ToastActionButton key={action.label} action={action} />
              ))}
            </div>
          )}
          <ToastPrimitive.Close className="toast__close" aria-label={labels.close}>
            <X aria-hidden="true" width={18} height={18} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}

/** Scrolls `dialog` so that its send button stands clear above `toast`, with room made below the form for that. */
function keepClear(dialog: HTMLDialogElement, toast: Element | null): void {
  const button = dialog.querySelector('button[type="submit"]');
  if (!toast || !button) return;
  const room = toast.getBoundingClientRect();
  const covered = (b: DOMRect) =>
    b.bottom > room.top && b.top < room.bottom && b.right > room.left && b.left < room.right;
  if (!covered(button.getBoundingClientRect())) return;
  dialog.style.setProperty('--toast-room', `${Math.ceil(room.height)}px`);
  dialog.classList.add('dialog--toast-room');
  dialog.scrollTop += button.getBoundingClientRect().bottom - room.top + 16;
}

/** A toast's link or copy button; neither closes the toast, so the visitor can use both. */
function ToastActionButton({ action }: { action: ToastAction }) {
  const [copied, setCopied] = useState(false);
  if (action.kind === 'link')
    return (
      <a className="toast__action" href={action.href}>
        {action.label}
      </a>
    );
  return (
    <button
      type="button"
      className="toast__action"
      onClick={() =>
        void copyText(action.text).then(
          () => setCopied(true),
          (error) => console.error(error),
        )
      }
    >
      {copied ? action.copiedLabel : action.label}
    </button>
  );
}

/**
 * Copies text to the clipboard; where the Clipboard API is missing or refused (an old browser,
 * a page not served over HTTPS), through a selected text field, as browsers did before it.
 */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.className = 'visually-hidden';
    (host ?? document.body).append(field);
    field.select();
    const done = document.execCommand('copy');
    field.remove();
    if (!done) throw new Error('the browser refused to copy the message');
  }
}
