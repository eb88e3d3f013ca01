import { describe, expect, it } from 'vitest';
import { rootTargetFor } from './paths';

describe('rootTargetFor', () => {
  it('sends booking hosts to the chooser and others to the login', () => {
    expect(rootTargetFor('resa.example.fr')).toBe('/reservation');
    expect(rootTargetFor('fidelite.example.fr')).toBe('/client/login');
    expect(rootTargetFor('127.0.0.1')).toBe('/client/login');
  });
});
