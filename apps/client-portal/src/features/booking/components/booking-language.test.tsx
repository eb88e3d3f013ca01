import { DEFAULT_OPENING_HOURS, type DinerLocale } from '@app/domain';
import { DinerLanguage } from '@app/i18n/browser';
import { DinerLanguageProvider } from '@app/i18n/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateStep } from './date-step';
import { PartyStep } from './party-step';

async function inLanguage(locale: DinerLocale, node: ReactNode) {
  const language = new DinerLanguage({ browserLanguages: [locale] });
  await language.load(['portal', 'booking', 'errors']);
  return render(<DinerLanguageProvider language={language}>{node}</DinerLanguageProvider>);
}

afterEach(cleanup);

describe('the booking steps in the diner’s language (issue 51)', () => {
  const dateStep = (
    <DateStep today="2026-12-05" date="2026-12-05" openingHours={DEFAULT_OPENING_HOURS} onPick={() => {}} />
  );
  const partyStep = (
    <PartyStep
      partySize={1}
      max={8}
      restaurantPhone=""
      onChange={() => {}}
      onContinue={() => {}}
      onBack={() => {}}
    />
  );

  it('asks the day in English, its chips named in English', async () => {
    await inLanguage('en', dateStep);
    expect(screen.getByRole('heading', { name: 'Which day?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Today, 5 December 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thursday, 10 December 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See the times' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Quel jour|Aujourd'hui|Voir les créneaux/);
  });

  it('asks the day in Spanish and in German', async () => {
    await inLanguage('es', dateStep);
    expect(screen.getByRole('heading', { name: '¿Qué día?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'jueves, 10 de diciembre de 2026' })).toBeTruthy();
    cleanup();
    await inLanguage('de', dateStep);
    expect(screen.getByRole('heading', { name: 'Welcher Tag?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Donnerstag, 10. Dezember 2026' })).toBeTruthy();
  });

  it('writes plurals by the language’s rules', async () => {
    await inLanguage('en', partyStep);
    expect(screen.getByRole('heading', { name: 'How many guests?' })).toBeTruthy();
    expect(
      screen.getByText(/Online up to 8 guests\. For more, please call the restaurant directly/),
    ).toBeTruthy();
    cleanup();
    await inLanguage('fr', partyStep);
    expect(screen.getByText(/En ligne jusqu'à 8 personnes\. Au-delà/)).toBeTruthy();
  });
});
