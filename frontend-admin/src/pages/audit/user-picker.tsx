import { Select } from 'antd';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { displayName } from '../../session/roles';
import { useUsersListQuery } from '../../shared/api/admin-api';
import { useDebounced } from '../../shared/use-debounced';

/** People offered per search. */
const PICKER_SIZE = 10;

export interface PickedUser {
  id: string;
  label: string;
}

interface UserPickerProps {
  label: string;
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
  id?: string;
}

/** A searchable choice of one user (GET /api/users?search=, admins only), by name or email. */
export function UserPicker({ label, value, onChange, id }: UserPickerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const { currentData, isFetching } = useUsersListQuery({
    limit: PICKER_SIZE,
    offset: 0,
    ...(search ? { search } : {}),
  });
  const options = (currentData?.items ?? []).map((user) => ({
    value: user.id,
    label: `${displayName(user)} (${user.email})`,
  }));
  if (value && !options.some((option) => option.value === value.id))
    options.unshift({ value: value.id, label: value.label });
  return (
    <Select<string>
      id={id}
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      value={value?.id}
      placeholder={t('audit.anyone')}
      aria-label={label}
      loading={isFetching}
      notFoundContent={t('users.empty')}
      options={options}
      onChange={(picked) => {
        const option = options.find((candidate) => candidate.value === picked);
        onChange(option ? { id: option.value, label: option.label } : null);
        setText('');
      }}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
    />
  );
}
