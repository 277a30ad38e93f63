import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon, type IconName } from '../../ui/Icon.tsx';

interface NavItemProps {
  href: string;
  icon: IconName;
  /** the screen's name, shown beside the icon where there is room and always read out */
  label: string;
  /** a shorter name shown under the icon in the phone's tab bar ("Swipe" for "Swipe game"); hidden from assistive technology, which reads `label` */
  shortLabel?: string;
  /** a badge or balance after the label */
  extra?: ReactNode;
  className?: string;
}

/** A navigation link: icon and name, with its badge; marked as the current page on its screens. */
export function NavItem({ href, icon, label, shortLabel, extra, className = '' }: NavItemProps) {
  const [location] = useLocation();
  const active = location === href || location.startsWith(`${href}/`);
  return (
    <Link href={href} className={`nav-item ${className}`} aria-current={active ? 'page' : undefined}>
      <Icon name={icon} />
      {shortLabel ? (
        <>
          <span className="nav-label nav-label-full">{label}</span>
          <span className="nav-label-short" aria-hidden="true">
            {shortLabel}
          </span>
        </>
      ) : (
        <span className="nav-label">{label}</span>
      )}
      {extra}
    </Link>
  );
}
