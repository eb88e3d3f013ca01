import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { StaffCallables } from './callables';
import type { Repositories } from './data';

/** What screens read through (repositories) and write through (callables). */
export interface Services {
  repositories: Repositories;
  callables: StaffCallables;
}

const ServicesContext = createContext<Services | null>(null);

/** Makes the services available to every screen (tests pass repositories over an in-memory reader). */
export function ServicesProvider({ value, children }: { value: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

function useServices(): Services {
  const value = useContext(ServicesContext);
  if (!value) throw new Error('useServices doit être utilisé dans un ServicesProvider');
  return value;
}

export function useRepositories(): Repositories {
  return useServices().repositories;
}

export function useCallables(): StaffCallables {
  return useServices().callables;
}
