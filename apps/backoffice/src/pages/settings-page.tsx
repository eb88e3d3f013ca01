import { RoleGate } from '../components/role-gate';

const MANAGERS = ['master_admin', 'admin_full'] as const;

/** Route module for « Paramètres »; the screen itself is composed from features. */
export function Component() {
  return (
    <RoleGate roles={MANAGERS} refusal="redirect">
      <main className="page">
        <h1>Paramètres</h1>
      </main>
    </RoleGate>
  );
}
