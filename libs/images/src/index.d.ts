/** What the image rules read of a destination or a service (its API answer, or the first paint's row). */
export interface WithImages {
  readonly images?: readonly string[] | null;
  readonly imageUrl?: string | null;
}

export function isDisplayableImage(url: unknown): url is string;
export function imagesOf(item: WithImages): string[];
export function coverOf(item: WithImages): string | null;
export function orderedImages(images: readonly string[], mainIndex: number | null | undefined): string[];
export function mainImageOf(item: WithImages & { readonly mainImageIndex?: number | null }): string | null;
