import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useDebounced } from './use-debounced';

/** Choices offered per search. */
export const PICKER_SIZE = 10;

/** One choice of a picker: the id and what the picker shows. */
export interface PickerOption {
  value: string;
  label: string;
}

/** The text typed into a picker and the search it makes (debounced, trimmed; '' for none). */
export function usePickerSearch(): [search: string, setText: (text: string) => void] {
  const [text, setText] = useState('');
  return [useDebounced(text.trim()), setText];
}

type PassedProps =
  'id' | 'placeholder' | 'loading' | 'notFoundContent' | 'status' | 'aria-label' | 'popupMatchSelectWidth';

/**
 * A searchable choice of one thing the server finds (the search goes to the server, not filtered here): `options` are
 * the current answer's, and the chosen one stays on offer when a new search no longer finds it. Choosing clears the
 * search.
 */
export function SearchPicker({
  value,
  onPick,
  onSearch,
  options,
  ...select
}: {
  value: PickerOption | null;
  onPick: (option: PickerOption | null) => void;
  onSearch: (text: string) => void;
  options: PickerOption[];
} & Pick<SelectProps<string>, PassedProps>) {
  const shown = value && !options.some((option) => option.value === value.value) ? [value, ...options] : options;
  return (
    <Select<string>
      {...select}
      showSearch={{ filterOption: false, onSearch }}
      allowClear
      value={value?.value}
      options={shown}
      onChange={(picked) => {
        onPick(shown.find((option) => option.value === picked) ?? null);
        onSearch('');
      }}
      style={{ width: '100%' }}
    />
  );
}
