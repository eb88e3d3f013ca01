import { DEFAULT_OPENING_HOURS, type DinerLocale } from '@app/domain';
import { DinerLanguage } from '@app/i18n/browser';
import { DinerLanguageProvider } from '@app/i18n/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateStep } from './date-step';
import { NextAvailabilityOffer } from './next-availability';
import { PartyStep } from './party-step';
import { RestaurantGallery } from './restaurant-gallery';
import { waitlistJoinedText } from './waitlist-form';

async function inLanguage(locale: DinerLocale, node: ReactNode) {
  const language = new DinerLanguage({ browserLanguages: [locale] });
  await language.load(['portal', 'booking', 'waitlist', 'errors']);
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

  it('offers the next free day, a full day and the waiting list in English and German', async () => {
    const next = { date: '2026-12-10', slots: [{ time: '19:30', available: true }] };
    await inLanguage(
      'en',
      <NextAvailabilityOffer next={next as never} restaurantPhone="" onPick={() => {}} />,
    );
    expect(
      screen.getByRole('heading', { name: 'Next availability: Thursday, 10 December 2026' }),
    ).toBeTruthy();
    cleanup();
    await inLanguage('de', <NextAvailabilityOffer next={null} restaurantPhone="" onPick={() => {}} />);
    expect(
      screen.getByText('In den nächsten 60 Tagen ist online nichts frei. Bitte rufen Sie das Restaurant an.'),
    ).toBeTruthy();
    cleanup();
    await inLanguage('en', <RestaurantGallery name="Au Bureau" images={['https://example.com/a.jpg']} />);
    expect(screen.getByRole('region', { name: 'Photos of Au Bureau' })).toBeTruthy();
    expect(screen.getByAltText('Photo 1 of Au Bureau')).toBeTruthy();
    const language = new DinerLanguage({ browserLanguages: ['en'] });
    await language.load(['waitlist']);
    const joined = { email: 'amy@example.com', date: '2026-12-02', time: '20:00', partySize: 1 };
    expect(waitlistJoinedText(language.translator, joined)).toBe(
      'Noted: we will write to amy@example.com if a table becomes free on Wednesday, 2 December 2026 at 20:00 for 1 guest. You will then have 30 minutes to book it.',
    );
  });
});
