/**
 * Copies text to the clipboard: the async Clipboard API when the page may use it, else the classic
 * hidden-textarea + document.execCommand('copy') fallback (spec section 2: "Clipboard copy falls back to a
 * hidden text area"), e.g. on plain-http origins or older in-app browsers. Resolves to whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or not a secure context: try the fallback below.
    }
  }
  return copyWithHiddenTextarea(text);
}

export function copyWithHiddenTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.tabIndex = -1;
  // Off screen but still selectable (display:none would make it unselectable); 16px avoids iOS zoom.
  Object.assign(textarea.style, {
    position: 'fixed',
    top: '0',
    left: '-9999px',
    width: '1px',
    height: '1px',
    opacity: '0',
    fontSize: '16px',
  });
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.appendChild(textarea);
  textarea.focus({ preventScroll: true });
  textarea.select();
  textarea.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    textarea.remove();
    previousFocus?.focus({ preventScroll: true });
  }
  return copied;
}
