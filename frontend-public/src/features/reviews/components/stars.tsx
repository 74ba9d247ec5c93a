import { useRef, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/i18n';
import { Icon } from '../../../shared/ui/icon';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars, `value` of them filled (rounded to the nearest half down to a whole star), read as 'N out of 5'. */
export function StarsDisplay({ value, label, size = 16 }: { value: number; label: string; size?: number }) {
  const filled = Math.round(value);
  return (
    <span className="tp-stars" role="img" aria-label={label}>
      {STARS.map((star) => (
        <Icon
          key={star}
          name="star"
          size={size}
          filled={star <= filled}
          className={star <= filled ? 'tp-stars__on' : 'tp-stars__off'}
        />
      ))}
    </span>
  );
}

/**
 * The star picker: a radio group of five (WAI-ARIA radio group: Tab enters on the chosen star or the first, the arrows
 * move and choose, Space chooses), each labelled '3 stars'; a star and those before it light up.
 */
export function StarPicker({
  value,
  onChange,
  legendId,
  errorId,
  invalid,
}: {
  value: number;
  onChange: (stars: number) => void;
  legendId: string;
  errorId?: string;
  invalid: boolean;
}) {
  const t = useT();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (stars: number) => {
    onChange(stars);
    refs.current[stars - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, star: number) => {
    const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      choose(((star - 1 + step + 5) % 5) + 1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      choose(event.key === 'Home' ? 1 : 5);
    }
  };
  return (
    <div
      className="tp-star-picker"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={invalid ? errorId : undefined}
      aria-invalid={invalid || undefined}
    >
      {STARS.map((star) => (
        <button
          key={star}
          ref={(element) => {
            refs.current[star - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={t('reviews.stars', { stars: star })}
          tabIndex={value === star || (value === 0 && star === 1) ? 0 : -1}
          className={`tp-star-picker__star${star <= value ? ' tp-star-picker__star--on' : ''}`}
          onClick={() => choose(star)}
          onKeyDown={(event) => onKeyDown(event, star)}
        >
          <Icon name="star" size={32} filled={star <= value} />
        </button>
      ))}
    </div>
  );
}
