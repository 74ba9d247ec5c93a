import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { copyText, copyWithHiddenTextarea } from './clipboard';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('clipboard', () => {
  it('uses navigator.clipboard when there is one', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      await expect(copyText('https://tara.example/service/x')).resolves.toBe(true);
      expect(writeText).toHaveBeenCalledWith('https://tara.example/service/x');
      expect(execCommand).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('falls back to a hidden textarea and execCommand("copy") when navigator.clipboard is missing', async () => {
    expect(navigator.clipboard).toBeUndefined();
    let copiedText: string | null = null;
    let textareaWasHidden = false;
    const execCommand = jest.fn((command: string) => {
      const active = document.activeElement as HTMLTextAreaElement | null;
      const textarea = document.querySelector('textarea');
      if (command === 'copy' && textarea) {
        copiedText = textarea.value.slice(textarea.selectionStart, textarea.selectionEnd);
        textareaWasHidden =
          textarea.getAttribute('aria-hidden') === 'true' && textarea.style.opacity === '0' && active === textarea;
      }
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      await expect(copyText('Jose Abad Santos Ave, San Fernando')).resolves.toBe(true);
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(copiedText).toBe('Jose Abad Santos Ave, San Fernando');
      expect(textareaWasHidden).toBe(true);
      expect(document.querySelector('textarea')).toBeNull(); // removed again
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('falls back when the Clipboard API refuses, and reports a failed copy', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      configurable: true,
    });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    try {
      await expect(copyText('x')).resolves.toBe(false);
      expect(copyWithHiddenTextarea('y')).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
      Reflect.deleteProperty(document, 'execCommand');
    }
  });
});
