import { RoleGate } from '../components/role-gate';

const MANAGERS = ['master_admin', 'admin_full'] as const;

/** Route module for « Analytics »; the screen itself is composed from features. */
export function Component() {
  return (
    <RoleGate roles={MANAGERS} refusal="panel">
      <main className="page">
        <h1>Analytics</h1>
      </main>
    </RoleGate>
  );
}
