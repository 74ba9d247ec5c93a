import { useT } from '../../i18n/i18n';
import { displayName } from '../../session/roles';
import { useUsersListQuery } from '../../shared/api/admin-api';
import { PICKER_SIZE, SearchPicker, usePickerSearch } from '../../shared/search-picker';

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
  const [search, setText] = usePickerSearch();
  const { currentData, isFetching } = useUsersListQuery({
    limit: PICKER_SIZE,
    offset: 0,
    ...(search ? { search } : {}),
  });
  return (
    <SearchPicker
      id={id}
      value={value ? { value: value.id, label: value.label } : null}
      onPick={(option) => onChange(option ? { id: option.value, label: option.label } : null)}
      onSearch={setText}
      options={(currentData?.items ?? []).map((user) => ({
        value: user.id,
        label: `${displayName(user)} (${user.email})`,
      }))}
      placeholder={t('audit.anyone')}
      aria-label={label}
      loading={isFetching}
      notFoundContent={t('users.empty')}
      popupMatchSelectWidth={false}
    />
  );
}
