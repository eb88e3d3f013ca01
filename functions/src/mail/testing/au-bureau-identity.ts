/** The identity fields of a restaurant as the mail tests use it: logo, colour, address, phone and e-mail. */
export const AU_BUREAU_IDENTITY = {
  name: 'Au Bureau',
  address: '12 boulevard des Capucines, 75009 Paris',
  phone: '0142680012',
  email: 'contact@aubureau.fr',
  emoji: '🍺',
  logo: 'https://cdn.example.fr/logos/au-bureau.png',
  brandColor: '#9a3412',
} as const;
