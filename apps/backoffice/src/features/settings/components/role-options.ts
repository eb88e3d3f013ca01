import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from '@app/domain';
import type { Option } from '@app/ui';

/** The three staff roles, as the invite form and the role selects offer them: the name, then what it may do. */
export const ROLE_OPTIONS: Option[] = STAFF_ROLES.map((role) => ({
  id: role,
  label: ROLE_LABELS[role],
  description: ROLE_DESCRIPTIONS[role],
}));
