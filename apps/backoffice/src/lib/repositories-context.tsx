import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Repositories } from './data';

const RepositoriesContext = createContext<Repositories | null>(null);

/** Makes the repositories available to every screen (tests pass repositories over an in-memory reader). */
export function RepositoriesProvider({ value, children }: { value: Repositories; children: ReactNode }) {
  return <RepositoriesContext.Provider value={value}>{children}</RepositoriesContext.Provider>;
}

export function useRepositories(): Repositories {
  const value = useContext(RepositoriesContext);
  if (!value) throw new Error('useRepositories doit être utilisé dans un RepositoriesProvider');
  return value;
}
