import { Button } from '@app/ui';
import { LogOut, Pencil } from '@app/ui/icons';

/** Greeting and the space's actions: edit the profile, sign out (points follow by themselves: no refresh). */
export function SpaceHeader({
  firstName,
  onEditProfile,
  onSignOut,
}: {
  firstName: string;
  onEditProfile: () => void;
  onSignOut: () => void;
}) {
  return (
    <header className="space-header">
      <h1>Bonjour {firstName || 'et bienvenue'} 👋</h1>
      <div className="space-header__actions">
        <Button size="sm" icon={Pencil} onPress={onEditProfile}>
          Modifier mon profil
        </Button>
        <Button size="sm" variant="ghost" icon={LogOut} onPress={onSignOut}>
          Se déconnecter
        </Button>
      </div>
    </header>
  );
}
