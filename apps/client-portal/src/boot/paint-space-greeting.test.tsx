import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpaceHeader } from '../features/customer-space/components/space-header';
import { rememberGreetingName } from '../session/remembered-greeting';
import { writeSessionRecord } from '../session/session-record';
import { greetingText, paintSpaceGreeting } from './paint-space-greeting';

const NOW = new Date('2027-03-28T01:30:00Z');

function shell() {
  document.body.innerHTML = `<div id="root"><header class="app-header"></header><div class="page-loader" data-static-shell><span>Chargement...</span></div></div>`;
  return document.getElementById('root') as HTMLElement;
}

function signedIn(email: string, loginAt = NOW.getTime() - 60_000) {
  writeSessionRecord({ email, loginAt, remember: true });
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('the space greeting painted before React', () => {
  it.each(['Camille', ''])('says what SpaceHeader says for %j', (name) => {
    const { container } = render(
      <SpaceHeader firstName={name} onEditProfile={() => {}} onSignOut={() => {}} />,
    );
    expect(container.querySelector('h1')?.textContent).toBe(greetingText(name));
  });

  it("paints the signed-in customer's remembered name in the space's column, above the shell's loader", () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const root = shell();
    signedIn('camille@exemple.fr');
    rememberGreetingName('camille@exemple.fr', 'Camille');
    const heading = paintSpaceGreeting();
    expect(heading).toBeInstanceOf(HTMLHeadingElement);
    expect(heading).toBe(root.querySelector('main.page h1'));
    expect(root.querySelector('main.page > div.space > header.space-header > h1')?.textContent).toBe(
      'Bonjour Camille 👋',
    );
    expect(root.querySelector('main.page > div.space + [data-static-shell]')).not.toBeNull();
    expect(root.firstElementChild?.className).toBe('app-header');
  });

  it('paints nothing without a session, for an expired one, or with a name of nobody remembered', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    shell();
    expect(paintSpaceGreeting()).toBeUndefined();
    signedIn('camille@exemple.fr');
    expect(paintSpaceGreeting()).toBeUndefined();
    signedIn('camille@exemple.fr', NOW.getTime() - 31 * 24 * 3600_000);
    rememberGreetingName('camille@exemple.fr', 'Camille');
    expect(paintSpaceGreeting()).toBeUndefined();
    expect(document.querySelector('h1')).toBeNull();
  });

  it('never paints a name remembered for another customer', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    shell();
    rememberGreetingName('camille@exemple.fr', 'Camille');
    localStorage.setItem(
      'customerSession',
      JSON.stringify({ email: 'autre@exemple.fr', loginAt: NOW.getTime() - 60_000, remember: true }),
    );
    expect(paintSpaceGreeting()).toBeUndefined();
  });

  it('does nothing once React has rendered (no shell loader left)', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    document.body.innerHTML = '<div id="root"><main class="page"></main></div>';
    signedIn('camille@exemple.fr');
    rememberGreetingName('camille@exemple.fr', 'Camille');
    expect(paintSpaceGreeting()).toBeUndefined();
  });
});
