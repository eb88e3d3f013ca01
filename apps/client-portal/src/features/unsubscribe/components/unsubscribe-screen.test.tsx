import type { DinerLocale } from '@app/domain';
import { DinerLanguage } from '@app/i18n/browser';
import { DinerLanguageProvider } from '@app/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsubscribeScreen } from './unsubscribe-screen';

const calls = vi.hoisted(() => ({ names: [] as string[] }));
vi.mock('../../../lib/functions', () => ({
  callFunction: async (name: string) => {
    calls.names.push(name);
    return name === 'readUnsubscribeLink'
      ? { email: 'amy@example.com', restaurantName: 'Au Bureau', subscribed: true }
      : { ok: true };
  },
}));

const LINK = {
  trackingId: 't1',
  campaign: 'c1',
  email: 'amy@example.com',
  expires: 1795719600,
  signature: 's',
};

async function open(locale: DinerLocale) {
  const language = new DinerLanguage({ browserLanguages: [locale] });
  await language.load(['portal', 'unsubscribe', 'errors']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <DinerLanguageProvider language={language}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <UnsubscribeScreen link={LINK} spaceHref="/client/login" />
        </MemoryRouter>
      </QueryClientProvider>
    </DinerLanguageProvider>,
  );
}

afterEach(() => {
  cleanup();
  calls.names.length = 0;
});

describe('UnsubscribeScreen', () => {
  it("asks in French with the spec's words, the address in bold", async () => {
    await open('fr');
    expect(
      await screen.findByRole('heading', { name: 'Ne plus recevoir les offres de Au Bureau ?' }),
    ).toBeTruthy();
    expect(screen.getByText('amy@example.com').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Me désinscrire' })).toBeTruthy();
  });

  it('asks and confirms in English, no French left (issue 51)', async () => {
    await open('en');
    expect(
      await screen.findByRole('heading', { name: 'Stop receiving offers from Au Bureau?' }),
    ).toBeTruthy();
    expect(screen.getByText('amy@example.com').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe me' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(calls.names).toEqual(['readUnsubscribeLink', 'unsubscribeByLink']);
    expect(document.body.textContent).toContain(
      'will no longer receive offers by e-mail from our restaurants.',
    );
    expect(document.body.textContent).not.toMatch(/adresse|désinscri|restaurants du groupe/i);
  });
});
