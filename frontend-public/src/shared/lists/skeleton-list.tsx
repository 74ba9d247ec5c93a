import type { ReactNode } from 'react';
import '../ui/skeleton.css';

/**
 * Placeholders of a list while its first answer is on its way (spec section 9: 3 on lists, 6 on the destinations,
 * services and coupons pages): a status for screen readers, and `count` items of the list's own shape (`children`,
 * hidden from them). Every list of the app shows these, never its empty text, until an answer arrives.
 */
export function SkeletonList({
  count,
  label,
  listClassName,
  itemClassName,
  testId,
  children,
}: {
  count: number;
  label: string;
  listClassName: string;
  itemClassName: string;
  testId: string;
  /** The inside of one placeholder item (its skeleton lines), if any. */
  children?: ReactNode;
}) {
  return (
    <div aria-busy="true">
      <p className="tp-visually-hidden" role="status">
        {label}
      </p>
      <ul className={listClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={itemClassName} data-testid={testId}>
            {children}
          </li>
        ))}
      </ul>
    </div>
  );
}
