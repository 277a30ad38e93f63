import './Badge.css';

export type BadgeTone = 'unread' | 'primary' | 'warning' | 'danger';

interface BadgeProps {
  /** what the badge shows (a count, 99+) */
  children: string;
  tone: BadgeTone;
  /** what a screen reader hears instead of the bare number, e.g. '5 unread messages' */
  label: string;
}

/** A small count pill on a nav item; the label gives it meaning for assistive technology. */
export function Badge({ children, tone, label }: BadgeProps) {
  return (
    <span className={`badge badge-${tone}`} role="status" aria-label={label}>
      <span aria-hidden="true">{children}</span>
    </span>
  );
}
