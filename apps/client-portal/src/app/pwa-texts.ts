import type { InstallBannerTexts } from '@app/ui';

/** The diners' install banner (customer-flows §2 "Install banner"). */
export const INSTALL_TEXTS: InstallBannerTexts = {
  title: "Installez l'application",
  description:
    "Ajoutez l'espace fidélité à votre écran d'accueil pour réserver et suivre vos points en un geste.",
  iosInstructions: "Pour installer l'application : touchez Partager, puis « Sur l'écran d'accueil ».",
  installLabel: 'Installer',
  dismissLabel: "Ne plus proposer l'installation",
};

export const INSTALL_DISMISSED_KEY = 'portal.install-dismissed';
