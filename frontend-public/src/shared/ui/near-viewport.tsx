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
  const style = { minHeight };
  if (near) {
    return <Suspense fallback={<div className="tp-skeleton" style={style} aria-hidden="true" />}>{children}</Suspense>;
  }
  // data-near-viewport marks what waits for the screen (the browser tests scroll to it, as a visitor would).
  return <div ref={ref} data-near-viewport="" className="tp-skeleton" style={style} aria-hidden="true" />;
}
