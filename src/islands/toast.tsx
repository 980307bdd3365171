import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

export interface ToastMessage {
  title: string;
  description: string;
  variant: 'success' | 'error';
  /** Milliseconds on screen; success toasts stay 5 s (spec section 9), errors longer so they can be read. */
  duration?: number;
}

export const successDuration = 5000;
const errorDuration = 10000;

let show: ((toast: ToastMessage) => void) | undefined;
const waiting: ToastMessage[] = [];

/**
 * Shows a toast. The toaster mounts itself on the first call, so pages that never show one never
 * load it. At most one toast is visible: a new one replaces the last.
 */
export function showToast(toast: ToastMessage, labels: { region: string; close: string }): void {
  if (show) {
    show(toast);
    return;
  }
  waiting.push(toast);
  if (waiting.length === 1) {
    const host = document.createElement('div');
    host.className = 'toaster';
    document.body.append(host);
    createRoot(host).render(<Toaster labels={labels} />);
  }
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
  return (
    <ToastPrimitive.Provider label={labels.region} swipeDirection="right">
      {toast && (
        <ToastPrimitive.Root
          key={toast.key}
          className={`toast toast--${toast.variant}`}
          type={toast.variant === 'error' ? 'foreground' : 'background'}
          duration={toast.duration ?? (toast.variant === 'error' ? errorDuration : successDuration)}
          onOpenChange={(open) => {
            if (!open) setToast(null);
          }}
          data-testid="toast"
        >
          <ToastPrimitive.Title className="toast__title">{toast.title}</ToastPrimitive.Title>
          <ToastPrimitive.Description className="toast__description">{toast.description}</ToastPrimitive.Description>
          <ToastPrimitive.Close className="toast__close" aria-label={labels.close}>
            <X aria-hidden="true" width={18} height={18} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
