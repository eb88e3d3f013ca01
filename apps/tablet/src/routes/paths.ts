/** Every URL of the loyalty tablet (spec/customer-flows.md §2). */
export const paths = {
  tablet: '/tablette',
  tabletWithCode: (code = ':establishmentCode') => `/tablette/${code}`,
  tabletLoyalty: '/tablette-fidelite',
} as const;
