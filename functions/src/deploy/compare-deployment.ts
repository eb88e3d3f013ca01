import type { DeployedFunction, HostFunction } from './function-listing';

const KIND_WORDS: Record<DeployedFunction['kind'], string> = {
  callable: 'callable',
  https: 'HTTP function',
  schedule: 'scheduled job',
  other: 'function of another trigger',
};
const withArticle = (kind: DeployedFunction['kind']) =>
  `${kind === 'https' ? 'an' : 'a'} ${KIND_WORDS[kind]}`;

/**
 * What every deployed function must be (ARCHITECTURE §2): Cloud Functions v2 in europe-west1, jobs on Paris time
 * (Cloud Scheduler runs a job without a time zone on UTC), and both secrets the production runtime reads while a
 * function runs bound to it (production-runtime.ts: SMTP_PASS for the mails any call may send at once, LINK_SECRET
 * for the signed links in them); Secret Manager gives a function only the secrets it declares.
 */
export const PRODUCTION_EXPECTATIONS = {
  platform: 'gcfv2',
  region: 'europe-west1',
  timeZone: 'Europe/Paris',
  secrets: ['LINK_SECRET', 'SMTP_PASS'],
} as const;

/**
 * Every difference between the functions the local host serves and the ones Firebase would deploy, in words
 * (empty when they agree): a function on one side only, another kind or schedule, and any endpoint that breaks
 * PRODUCTION_EXPECTATIONS or leaves App Check off a customer-facing callable (or on a staff one).
 */
export function compareDeployment(host: HostFunction[], deployed: DeployedFunction[]): string[] {
  const problems: string[] = [];
  const deployedByName = new Map(deployed.map((fn) => [fn.name, fn]));
  const hostNames = new Set(host.map((fn) => fn.name));
  const expected = PRODUCTION_EXPECTATIONS;

  for (const local of host) {
    const remote = deployedByName.get(local.name);
    if (!remote) {
      problems.push(`${local.name}: served by the local host (${KIND_WORDS[local.kind]}) but not deployed`);
      continue;
    }
    if (remote.kind !== local.kind)
      problems.push(
        `${local.name}: ${withArticle(local.kind)} on the local host, deployed as ${withArticle(remote.kind)}`,
      );
    if (local.kind === 'schedule' && remote.schedule !== local.schedule)
      problems.push(`${local.name}: runs on "${local.schedule}" locally, deployed on "${remote.schedule}"`);
    if (local.kind === 'callable') {
      if (local.customerFacing === undefined)
        problems.push(`${local.name}: a callable not made with defineCallable (its audience is unknown)`);
      else if (remote.appCheckEnforced === undefined)
        problems.push(`${local.name}: App Check was not probed on the deployed callable`);
      else if (remote.appCheckEnforced !== local.customerFacing)
        problems.push(
          local.customerFacing
            ? `${local.name}: customer-facing, but deployed without App Check enforced`
            : `${local.name}: a staff callable, but deployed with App Check enforced`,
        );
    }
  }
  for (const remote of deployed) {
    if (!hostNames.has(remote.name))
      problems.push(`${remote.name}: deployed (${KIND_WORDS[remote.kind]}) but not served by the local host`);
    if (remote.platform !== expected.platform)
      problems.push(`${remote.name}: platform ${remote.platform ?? 'unset'}, not ${expected.platform}`);
    if (remote.regions.length !== 1 || remote.regions[0] !== expected.region)
      problems.push(`${remote.name}: region ${remote.regions.join(', ') || 'unset'}, not ${expected.region}`);
    if (remote.kind === 'schedule' && remote.timeZone !== expected.timeZone)
      problems.push(
        `${remote.name}: scheduled on ${remote.timeZone ?? 'UTC (no time zone)'}, not ${expected.timeZone}`,
      );
    const missing = expected.secrets.filter((secret) => !remote.secrets.includes(secret));
    if (missing.length > 0)
      problems.push(`${remote.name}: does not declare the secret(s) ${missing.join(', ')}`);
  }
  return problems;
}
