// The user resource (docs/architecture.md, "Users and their administration"): an administrator's
// screens for their company's users. The generated list stays; create adds the write-only password,
// edit and show add the password reset, and the scopes are edited as a role plus further entries.
// There is no delete: the Aktif switch deactivates a user, which ends their sessions.
import type { ResourceOverride } from '../overrides.ts';

const override: ResourceOverride = {
  create: () => import('./UserCreate.tsx'),
  edit: () => import('./UserEdit.tsx'),
  show: () => import('./UserShow.tsx'),
};

export default override;
