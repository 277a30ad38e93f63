import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './Menu.css';

interface MenuProps {
  /** the content of the toggle button */
  button: ReactNode;
  /** the toggle's accessible name when its content is not enough (e.g. an icon) */
  buttonLabel?: string;
  buttonClassName?: string;
  /** the items; each must have role menuitem / menuitemradio. Receives a close function. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
}

const itemSelector = '[role^="menuitem"]';

/** A menu button (WAI-ARIA pattern): Escape closes and returns focus, arrows move, click outside closes. */
export function Menu({ button, buttonLabel, buttonClassName = '', children, align = 'end' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? []);
  /** an item's action: focus back to the button (found by id: this runs from the items' handlers) */
  const closeFromItem = () => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  };
  const closeAndRefocus = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      closeAndRefocus();
    } else if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={`menu-button ${buttonClassName}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        onClick={() => setOpen((was) => !was)}
      >
        {button}
      </button>
      {open && (
        <div id={menuId} role="menu" className={`menu-list menu-${align}`}>
          {/* an item's action gives focus back to the button, so a dialog it opens returns focus there */}
          {children(closeFromItem)}
        </div>
      )}
    </div>
  );
}
