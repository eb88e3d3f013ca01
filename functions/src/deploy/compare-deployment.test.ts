import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { describe, expect, it } from 'vitest';
import { compareDeployment } from './compare-deployment';
import { listDeployedFunctions, listHostFunctions, type ManifestEndpoint } from './function-listing';

/** A small local host: a public and a staff callable, an HTTP function and a job, as the host mounts them. */
const hostExports = {
  getAvailability: Object.assign(
    onCall(() => 'ok'),
    { auth: 'public' },
  ),
  updateUser: Object.assign(
    onCall(() => 'ok'),
    { auth: ['master_admin'] },
  ),
  track: onRequest((_req, res) => {
    res.end();
  }),
  processWaitlist: onSchedule({ schedule: '*/5 * * * *', timeZone: 'Europe/Paris' }, async () => undefined),
  SOME_CONSTANT: 42,
};

const secrets = [{ key: 'SMTP_PASS', secret: 'SMTP_PASS' }, { key: 'LINK_SECRET' }];
const inParis = { platform: 'gcfv2', region: ['europe-west1'], secretEnvironmentVariables: secrets };

/** What discovery of a correct production bundle of that host says. */
function productionManifest(): Record<string, ManifestEndpoint> {
  return {
    getAvailability: { ...inParis, callableTrigger: {} },
    updateUser: { ...inParis, callableTrigger: {} },
    track: { ...inParis, httpsTrigger: {} },
    processWaitlist: { ...inParis, scheduleTrigger: { schedule: '*/5 * * * *', timeZone: 'Europe/Paris' } },
  };
}
const probed = { getAvailability: true, updateUser: false };

function compare(endpoints: Record<string, ManifestEndpoint>, appCheck: Record<string, boolean> = probed) {
  return compareDeployment(listHostFunctions(hostExports), listDeployedFunctions(endpoints, appCheck));
}

describe('compareDeployment', () => {
  it('lists what the local host mounts, by kind, with each callable audience', () => {
    expect(listHostFunctions(hostExports)).toEqual([
      { name: 'getAvailability', kind: 'callable', customerFacing: true },
      { name: 'processWaitlist', kind: 'schedule', schedule: '*/5 * * * *' },
      { name: 'track', kind: 'https' },
      { name: 'updateUser', kind: 'callable', customerFacing: false },
    ]);
  });

  it('finds nothing to say when production deploys what the host serves, as it should', () => {
    expect(compare(productionManifest())).toEqual([]);
  });

  it('fails a function added to the local host and forgotten in production', () => {
    const { updateUser: _forgotten, ...endpoints } = productionManifest();
    expect(compare(endpoints)).toEqual(['updateUser: served by the local host (callable) but not deployed']);
  });

  it('fails a deployed function the host does not serve, or of another kind or schedule', () => {
    const endpoints = productionManifest();
    endpoints.legacyExport = { ...inParis, httpsTrigger: {} };
    endpoints.track = { ...inParis, callableTrigger: {} };
    endpoints.processWaitlist = {
      ...inParis,
      scheduleTrigger: { schedule: '0 5 * * *', timeZone: 'Europe/Paris' },
    };
    expect(compare(endpoints, { ...probed, track: false })).toEqual([
      'processWaitlist: runs on "*/5 * * * *" locally, deployed on "0 5 * * *"',
      'track: an HTTP function on the local host, deployed as a callable',
      'legacyExport: deployed (HTTP function) but not served by the local host',
    ]);
  });

  it('fails a function outside europe-west1, a v1 function, a job on UTC and a missing secret', () => {
    const endpoints = productionManifest();
    endpoints.track = { ...inParis, region: ['us-central1'], httpsTrigger: {} };
    endpoints.getAvailability = { ...inParis, platform: 'gcfv1', callableTrigger: {} };
    endpoints.processWaitlist = { ...inParis, scheduleTrigger: { schedule: '*/5 * * * *', timeZone: null } };
    endpoints.updateUser = {
      ...inParis,
      secretEnvironmentVariables: [{ key: 'SMTP_PASS' }],
      callableTrigger: {},
    };
    expect(compare(endpoints)).toEqual([
      'getAvailability: platform gcfv1, not gcfv2',
      'processWaitlist: scheduled on UTC (no time zone), not Europe/Paris',
      'track: region us-central1, not europe-west1',
      'updateUser: does not declare the secret(s) LINK_SECRET',
    ]);
  });

  it('fails App Check left off a customer-facing callable, put on a staff one, or not probed', () => {
    expect(compare(productionManifest(), { getAvailability: false, updateUser: true })).toEqual([
      'getAvailability: customer-facing, but deployed without App Check enforced',
      'updateUser: a staff callable, but deployed with App Check enforced',
    ]);
    expect(compare(productionManifest(), { updateUser: false })).toEqual([
      'getAvailability: App Check was not probed on the deployed callable',
    ]);
  });
});
