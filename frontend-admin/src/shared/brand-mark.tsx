/** The Tara Pampanga star on its red tile (decorative: the brand name stands beside it). */
export function BrandMark() {
  return (
    <svg width={32} height={32} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#8f1d14" />
      <path
        d="M32 12L37.6 26.3L52.9 27.2L41 36.9L44.9 51.8L32 43.5L19.1 51.8L23 36.9L11.1 27.2L26.4 26.3Z"
        fill="#f6b73c"
      />
      <circle cx="32" cy="34" r="5" fill="#e8590c" />
    </svg>
  );
}
