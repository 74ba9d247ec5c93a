import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';
import './skeleton.css';

interface NearViewportProps {
  /** The height the part usually takes (a CSS length), held by its skeleton so that nothing moves when it arrives. */
  minHeight: string;
  children: ReactNode;
}

/**
 * A part of a page below its first screen (a place's reviews, its coupons), rendered, and its code and data loaded,
 * only when it comes near the screen (shared/lib/use-near-viewport.ts; issue 34.2: no page loads over 150 KB of
 * JavaScript before an interaction asks for more). Until then, and while a lazy component in it loads, a skeleton of
 * its usual height, hidden from assistive technology. Keyboard users reach it too: moving the focus past it scrolls it
 * near the screen, which renders it.
 */
export function NearViewport({ minHeight, children }: NearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const skeleton = (
    <div ref={near ? undefined : ref} className="tp-skeleton" style={{ minHeight }} aria-hidden="true" />
  );
  return near ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton;
}
