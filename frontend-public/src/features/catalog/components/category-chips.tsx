import { Icon, isCategoryIconName } from '../../../shared/ui/icon';
import './category-chips.css';
import '../../../shared/ui/skeleton.css';

export interface ChipOption {
  /** The filter value (category id or type); null for the 'All ...' chip. */
  value: string | null;
  label: string;
  icon: string | null;
  color: string | null;
}

interface CategoryChipsProps {
  /** Accessible name of the group, e.g. 'Filter by category'. */
  label: string;
  chips: readonly ChipOption[];
  selected: string | null;
  onSelect: (value: string | null) => void;
  /** Shows 6 chip skeletons after the 'All' chip while categories load (spec section 9). */
  isLoading?: boolean;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
export const CHIP_SKELETONS = 6;

/** Toggle buttons (aria-pressed) that scroll sideways on phones. */
export function CategoryChips({ label, chips, selected, onSelect, isLoading = false }: CategoryChipsProps) {
  return (
    <div className="tp-filter-chips" role="group" aria-label={label} aria-busy={isLoading || undefined}>
      {chips.map((chip) => {
        const pressed = chip.value === selected;
        const color = chip.color && HEX_COLOR.test(chip.color) ? chip.color : undefined;
        return (
          <button
            key={chip.value ?? 'all'}
            type="button"
            className="tp-filter-chip"
            aria-pressed={pressed}
            onClick={() => onSelect(chip.value)}
          >
            {chip.value !== null && (
              <span className="tp-filter-chip__icon" style={color ? { backgroundColor: color } : undefined}>
                <Icon name={isCategoryIconName(chip.icon) ? chip.icon : 'sparkles'} size={14} />
              </span>
            )}
            {chip.label}
          </button>
        );
      })}
      {isLoading &&
        Array.from({ length: CHIP_SKELETONS }, (_, index) => (
          <span
            key={index}
            className="tp-filter-chip tp-filter-chip--skeleton"
            aria-hidden="true"
            data-testid="chip-skeleton"
          />
        ))}
    </div>
  );
}
