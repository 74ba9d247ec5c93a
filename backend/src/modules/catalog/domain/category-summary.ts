/** The category a destination or service belongs to, as both modules show it (read through their own ports). */
export interface CategorySummary {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly icon: string | null;
  readonly color: string | null;
}
