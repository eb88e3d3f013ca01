import type { InstallBannerTexts } from '@app/ui';

/** The kiosk's install banner, read by the staff who set the tablet up (customer-flows §2 "Install banner"). */
export const INSTALL_TEXTS: InstallBannerTexts = {
  title: 'Installez la tablette fidélité',
  description: "Installez l'application pour l'ouvrir en plein écran dans l'établissement.",
  iosInstructions: "Pour installer l'application : touchez Partager, puis « Sur l'écran d'accueil ».",
  installLabel: 'Installer',
  dismissLabel: "Ne plus proposer l'installation",
};

export const INSTALL_DISMISSED_KEY = 'tablet.install-dismissed';
