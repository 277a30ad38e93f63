import { iconPaths, type IconName } from './iconPaths.ts';

export type { IconName };

/** Inline SVG icons (no icon font, no extra requests). Decorative: the control carries the label. */
export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={iconPaths[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
