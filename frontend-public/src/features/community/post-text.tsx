import type { ReactNode } from 'react';
import './post-text.css';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address: "see https://example.com." */
const TRAILING = /[.,;:!?)\]}'"]+$/;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Splits a post into text and http(s) addresses; any other scheme (javascript:, data:, ...) stays text. */
export function splitLinks(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const text = raw.slice(0, raw.length - trailing.length);
    let href: string | null = null;
    try {
      const url = new URL(text);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: content.slice(last, start) });
    parts.push({ kind: 'link', text, href });
    last = start + text.length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}

/** A member's text as text (React escapes it), with only http(s) links clickable (noopener, nofollow). */
export function PostText({ content, className }: { content: string; className?: string }): ReactNode {
  return (
    <p className={className}>
      {splitLinks(content).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener nofollow noreferrer ugc">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
