import { afterEach, describe, expect, it } from 'vitest';
import { forgetGreetingName, rememberedGreetingName, rememberGreetingName } from './remembered-greeting';
import { clearSessionRecord, writeSessionRecord } from './session-record';

afterEach(() => localStorage.clear());

describe('remembered greeting name', () => {
  it('gives the name back for the same customer only, and forgets it', () => {
    rememberGreetingName('camille@exemple.fr', 'Camille');
    expect(rememberedGreetingName('camille@exemple.fr')).toBe('Camille');
    expect(rememberedGreetingName('autre@exemple.fr')).toBeUndefined();
    forgetGreetingName();
    expect(rememberedGreetingName('camille@exemple.fr')).toBeUndefined();
  });

  it('keeps an empty name (« Bonjour et bienvenue »), and ignores what is not one', () => {
    rememberGreetingName('camille@exemple.fr', '');
    expect(rememberedGreetingName('camille@exemple.fr')).toBe('');
    localStorage.setItem('customerSpaceGreeting', '{"email":"camille@exemple.fr","name":3}');
    expect(rememberedGreetingName('camille@exemple.fr')).toBeUndefined();
    localStorage.setItem('customerSpaceGreeting', '{');
    expect(rememberedGreetingName('camille@exemple.fr')).toBeUndefined();
  });

  it('goes with the session: a sign-out or a new sign-in forgets it', () => {
    rememberGreetingName('camille@exemple.fr', 'Camille');
    clearSessionRecord();
    expect(rememberedGreetingName('camille@exemple.fr')).toBeUndefined();
    rememberGreetingName('camille@exemple.fr', 'Camille');
    writeSessionRecord({ email: 'autre@exemple.fr', loginAt: 0, remember: true });
    expect(rememberedGreetingName('camille@exemple.fr')).toBeUndefined();
  });
});
