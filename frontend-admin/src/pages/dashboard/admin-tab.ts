import type { ComponentType, ReactNode } from 'react';
import type { MessageId } from '../../i18n/i18n';
import type { AdminUser, Role } from '../../session/roles';

/** What the dashboard shows of one tab (the tabs themselves are listed in app/tabs.tsx). */
export interface TabContext {
  /** The signed-in user. */
  user: AdminUser;
  /** The dashboard's search box (only shown for tabs with a searchPlaceholder). */
  search: string;
}

export interface AdminTab {
  key: string;
  /** Message id of the tab's name. */
  label: MessageId;
  /** Roles that see the tab (DESIGN.md section 4). */
  roles: readonly Role[];
  /** When set, the dashboard shows its search box for this tab and passes the text as `search`. */
  searchPlaceholder?: MessageId;
  /** Shown after the tab's name (a live count). */
  Badge?: ComponentType;
  render: (context: TabContext) => ReactNode;
}
