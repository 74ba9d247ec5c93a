import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A menu button's own half (the WAI-ARIA pattern; use-menu-button.ts has the menu's): the button toggles the menu,
 * ArrowDown on it opens it, `close` closes it and gives the focus back to the button unless told not to. A module of its
 * own so that a button whose menu comes in a later chunk (the share menu) has only this half with the page.
 */
export function useMenuToggle() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  /** Closes the menu; the button takes the focus back unless the focus goes elsewhere (a link, the next field). */
  const close = useCallback((focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
    }
  };

  return {
    open,
    setOpen,
    close,
    menuId,
    /** The root that holds the button and the menu: a click outside it closes the menu. */
    rootRef,
    /** Spread on the menu's button (with its type, class and accessible name). */
    buttonProps: {
      ref: buttonRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen((value) => !value),
      onKeyDown,
    },
  };
}
