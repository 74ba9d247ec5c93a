import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useMenuToggle } from './use-menu-toggle';

/** The items the arrow keys move through: actions and the radio choices of a group. */
const MENU_ITEMS = '[role="menuitem"], [role="menuitemradio"]';

/**
 * A menu button (the WAI-ARIA pattern), as the share menu and the profile menu have it: the button toggles the menu,
 * ArrowDown on it opens it (use-menu-toggle.ts); once open, the first item takes the focus, the arrow keys, Home and End
 * move between the items, Escape closes and gives the focus back to the button, Tab or a click outside the root closes
 * it (useMenu).
 */
export function useMenuButton() {
  const toggle = useMenuToggle();
  const menuProps = useMenu({ open: toggle.open, id: toggle.menuId, rootRef: toggle.rootRef, close: toggle.close });
  return { ...toggle, menuProps };
}

/**
 * The menu's half of a menu button, for a menu rendered while `open`: its first item takes the focus when it opens, the
 * arrow keys, Home and End move between the items, Escape closes (the focus back on the button), Tab or a click outside
 * `rootRef` closes. `close` must keep its identity (useMenuToggle's does). Returns the props to spread on the menu (with
 * its class and accessible name).
 */
export function useMenu({
  open,
  id,
  rootRef,
  close,
}: {
  open: boolean;
  id: string;
  rootRef: RefObject<HTMLElement>;
  close: (focusButton?: boolean) => void;
}) {
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEMS) ?? []);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>(MENU_ITEMS)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, rootRef, close]);

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

  return { ref: menuRef, id, role: 'menu', tabIndex: -1, onKeyDown: onMenuKeyDown };
}
