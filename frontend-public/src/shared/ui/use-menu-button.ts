import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/** The items the arrow keys move through: actions and the radio choices of a group. */
const MENU_ITEMS = '[role="menuitem"], [role="menuitemradio"]';

/**
 * A menu button (the WAI-ARIA pattern), as the share menu and the profile menu have it: the button toggles the menu,
 * ArrowDown on it opens it; once open, the first item takes the focus, the arrow keys, Home and End move between
 * the items, Escape closes and gives the focus back to the button, Tab or a click outside the root closes it.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEMS) ?? []);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>(MENU_ITEMS)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  /** Closes the menu; the button takes the focus back unless the focus goes elsewhere (a link, the next field). */
  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close();
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  return {
    open,
    setOpen,
    close,
    /** The root that holds the button and the menu: a click outside it closes the menu. */
    rootRef,
    /** Spread on the menu's button (with its type, class and accessible name). */
    buttonProps: {
      ref: buttonRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen((value) => !value),
      onKeyDown: onButtonKeyDown,
    },
    /** Spread on the menu (with its class and accessible name), rendered while `open`. */
    menuProps: { ref: menuRef, id: menuId, role: 'menu', tabIndex: -1, onKeyDown: onMenuKeyDown },
  };
}
