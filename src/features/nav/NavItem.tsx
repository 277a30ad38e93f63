import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon, type IconName } from '../../ui/Icon.tsx';

interface NavItemProps {
  href: string;
  icon: IconName;
  label: string;
  /** a badge or balance after the label */
  extra?: ReactNode;
  className?: string;
}

/** A top-bar link: icon and label (the label is visually hidden on phones but still read out). */
export function NavItem({ href, icon, label, extra, className = '' }: NavItemProps) {
  const [location] = useLocation();
  const active = location === href || location.startsWith(`${href}/`);
  return (
    <Link href={href} className={`nav-item ${className}`} aria-current={active ? 'page' : undefined}>
      <Icon name={icon} />
      <span className="nav-label">{label}</span>
      {extra}
    </Link>
  );
}
