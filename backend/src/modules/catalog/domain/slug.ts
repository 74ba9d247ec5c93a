/** A URL slug: lower-case letters and digits in words joined by single hyphens, at most 80 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

export function isValidSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/** 'Petron – San Fernando (Dolores)' -> 'petron-san-fernando-dolores'; 'Ñ' -> 'n'. Empty when nothing is left. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.length <= SLUG_MAX_LENGTH
    ? slug
    : slug.slice(0, SLUG_MAX_LENGTH).replace(/-+[^-]*$/, '') || slug.slice(0, SLUG_MAX_LENGTH);
}

/** The first of base, base-2, base-3 ... that is not taken (the suffix keeps the slug within 80 characters). */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
