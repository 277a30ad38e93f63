import './Badge.css';

export type BadgeTone = 'unread' | 'primary' | 'warning' | 'danger';

interface BadgeProps {
  /** what the badge shows (a count, 99+) */
  children: string;
  tone: BadgeTone;
  /** what it means in words, e.g. '5 unread messages': read out instead of the bare number */
  label: string;
}

/** A small count pill on a nav item; assistive technology reads the label, not the number. */
export function Badge({ children, tone, label }: BadgeProps) {
  return (
    <span className={`badge badge-${tone}`}>
      <span aria-hidden="true">{children}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
