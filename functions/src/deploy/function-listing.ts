/**
 * The two sides the deploy check compares (compare-deployment.ts): the functions the local host serves, read from
 * the same objects it mounts, and the functions the deployed bundle declares, read from the manifest the Firebase
 * CLI discovers (firebase-functions' `__endpoint` of each export, written out by its `firebase-functions` binary).
 */
import { isCustomerFacing } from '../lib/app-check';
import type { AuthRequirement } from '../lib/define-callable';
import { mountFunctions } from '../host/mount-functions';

export type FunctionKind = 'callable' | 'https' | 'schedule';

/** A function as the local host serves it. */
export interface HostFunction {
  name: string;
  kind: FunctionKind;
  /** Jobs: the cron or `every N minutes` text the host runs them on. */
  schedule?: string;
  /** Callables: reached by customers or kiosks (public, client, tablet), so App Check guards them in production. */
  customerFacing?: boolean;
}

/** A function as Firebase would deploy it. */
export interface DeployedFunction {
  name: string;
  kind: FunctionKind | 'other';
  platform?: string;
  regions: string[];
  schedule?: string;
  timeZone?: string;
  /** Secret Manager secrets bound to the function (`secrets: [...]`, here through setGlobalOptions). */
  secrets: string[];
  /** Callables: whether a call without an App Check token was refused before the handler (probe-callables.mjs). */
  appCheckEnforced?: boolean;
}

/** What the local host mounts from these exports (mountFunctions), with each callable's audience. */
export function listHostFunctions(exportsOfIndex: Record<string, unknown>): HostFunction[] {
  const mounted = mountFunctions(exportsOfIndex);
  const auth = (name: string) => (exportsOfIndex[name] as { auth?: AuthRequirement } | undefined)?.auth;
  return [
    ...mounted.callables.map((name) => {
      const requirement = auth(name);
      return {
        name,
        kind: 'callable' as const,
        customerFacing: requirement === undefined ? undefined : isCustomerFacing(requirement),
      };
    }),
    ...mounted.https.map((name) => ({ name, kind: 'https' as const })),
    ...[...mounted.jobs.values()].map((job) => ({
      name: job.name,
      kind: 'schedule' as const,
      schedule: job.schedule,
    })),
  ].sort((a, b) => a.name.localeCompare(b.name));
}

/** The part of an endpoint of the CLI's build (firebase-tools' yamlToBuild) read here. */
export interface ManifestEndpoint {
  platform?: string;
  region?: string[];
  callableTrigger?: object;
  httpsTrigger?: object;
  scheduleTrigger?: { schedule?: string; timeZone?: string | null };
  secretEnvironmentVariables?: { key: string; secret?: string }[] | null;
}

/** The deployed functions of a discovered manifest, with the App Check probe's findings for the callables. */
export function listDeployedFunctions(
  endpoints: Record<string, ManifestEndpoint>,
  appCheckRefusals: Record<string, boolean> = {},
): DeployedFunction[] {
  return Object.entries(endpoints)
    .map(([name, endpoint]): DeployedFunction => {
      const kind: DeployedFunction['kind'] = endpoint.callableTrigger
        ? 'callable'
        : endpoint.httpsTrigger
          ? 'https'
          : endpoint.scheduleTrigger
            ? 'schedule'
            : 'other';
      return {
        name,
        kind,
        ...(endpoint.platform ? { platform: endpoint.platform } : {}),
        regions: endpoint.region ?? [],
        ...(endpoint.scheduleTrigger?.schedule ? { schedule: endpoint.scheduleTrigger.schedule } : {}),
        ...(endpoint.scheduleTrigger?.timeZone ? { timeZone: endpoint.scheduleTrigger.timeZone } : {}),
        secrets: (endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.secret ?? secret.key),
        ...(name in appCheckRefusals ? { appCheckEnforced: appCheckRefusals[name] } : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
