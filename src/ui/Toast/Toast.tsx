import type { ReactNode } from 'react';
import './Toast.css';

interface ToastProps {
  children: ReactNode;
  tone?: 'info' | 'warning';
  /** an action button, e.g. Reload */
  action?: ReactNode;
}

/** One toast; place it inside a ToastRegion so screen readers announce it. */
export function Toast({ children, tone = 'info', action }: ToastProps) {
  return (
    <div className={`toast toast-${tone}`}>
      <div className="toast-body">{children}</div>
      {action}
    </div>
  );
}

/** The live region that holds the toasts, bottom right (bottom centre on phones). */
export function ToastRegion({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-label={label}>
      {children}
    </div>
  );
}
