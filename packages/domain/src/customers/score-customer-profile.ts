/** Profile fields that tell how complete a customer record is. */
export interface ProfileCompleteness {
  birthDate?: string | null;
  postalCode?: string | null;
  rgpdConsent?: boolean;
  emailMarketingConsent?: boolean;
  smsMarketingConsent?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
}

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * Completeness score used when a lookup finds several records (customer-flows §rules): birth date 10,
 * postal code 5, RGPD consent 5, each marketing consent 3, first and last name 2 each, phone 1.
 */
export function scoreCustomerProfile({ profile }: { profile: ProfileCompleteness }): number {
  return (
    (filled(profile.birthDate) ? 10 : 0) +
    (filled(profile.postalCode) ? 5 : 0) +
    (profile.rgpdConsent ? 5 : 0) +
    (profile.emailMarketingConsent ? 3 : 0) +
    (profile.smsMarketingConsent ? 3 : 0) +
    (filled(profile.firstName) ? 2 : 0) +
    (filled(profile.lastName) ? 2 : 0) +
    (filled(profile.phone) ? 1 : 0)
  );
}

/** The most complete of several matching records; on a tie the first one found wins. */
export function pickMostCompleteProfile<T extends ProfileCompleteness>({
  profiles,
}: {
  profiles: readonly T[];
}): T | undefined {
  let best: T | undefined;
  let bestScore = -1;
  for (const profile of profiles) {
    const score = scoreCustomerProfile({ profile });
    if (score > bestScore) {
      best = profile;
      bestScore = score;
    }
  }
  return best;
}
