import { MESSAGES } from '@app/domain';
import { Button, useToast } from '@app/ui';
import { LogOut, Pencil, Refresh } from '@app/ui/icons';

/** Greeting and the space's actions: refresh the points, edit the profile, sign out. */
export function SpaceHeader({
  firstName,
  onRefresh,
  isRefreshing,
  onEditProfile,
  onSignOut,
}: {
  firstName: string;
  onRefresh: () => Promise<{ isError: boolean }>;
  isRefreshing: boolean;
  onEditProfile: () => void;
  onSignOut: () => void;
}) {
  const toast = useToast();
  const refresh = async () => {
    const result = await onRefresh();
    if (result.isError) toast.error(MESSAGES.customerSpace.refreshError);
    else toast.success(MESSAGES.customerSpace.pointsUpdated);
  };
  return (
    <header className="space-header">
      <h1>Bonjour {firstName || 'et bienvenue'} 👋</h1>
      <div className="space-header__actions">
        <Button size="sm" icon={Refresh} isLoading={isRefreshing} onPress={() => void refresh()}>
          Actualiser mes points
        </Button>
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
