import type { InstallBannerTexts } from '@app/ui';

/** The back office's install banner: the admin wording (customer-flows §2 "Install banner"). */
export const INSTALL_TEXTS: InstallBannerTexts = {
  title: 'Installez le back-office',
  description:
    "Ajoutez le back-office à votre écran d'accueil : réservations, clients et fidélité à portée de main.",
  iosInstructions: "Pour installer le back-office : touchez Partager, puis « Sur l'écran d'accueil ».",
  installLabel: 'Installer',
  dismissLabel: "Ne plus proposer l'installation",
};

export const INSTALL_DISMISSED_KEY = 'backoffice.install-dismissed';
