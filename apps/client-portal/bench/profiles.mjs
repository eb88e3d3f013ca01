// The network and CPU profiles the bench can measure under (BENCH_PROFILE). The targets are set for Lighthouse's
// mobile defaults, the profile of issue 38's table; the others show how the pages hold on another network or a
// slower phone, printed against the same targets but without failing the bench.

/** Lighthouse's throttling flags for a simulated network and CPU (devtools figures derived as Lighthouse does). */
const throttling = ({ rttMs, throughputKbps, cpuSlowdownMultiplier }) => ({
  rttMs,
  throughputKbps,
  cpuSlowdownMultiplier,
  requestLatencyMs: rttMs * 3.75,
  downloadThroughputKbps: throughputKbps * 0.9,
  uploadThroughputKbps: throughputKbps * 0.9,
});

export const PROFILES = {
  mobile: {
    label: 'mobile, 4G lente simulée (RTT 150 ms, 1,6 Mbit/s), CPU ×4 — réglages par défaut de Lighthouse',
    flags: {},
    enforced: true,
  },
  '3g': {
    label: 'mobile, 3G simulée (RTT 300 ms, 700 kbit/s), CPU ×4',
    flags: { throttling: throttling({ rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4 }) },
  },
  'slow-phone': {
    label: 'mobile, 4G lente simulée, CPU ×6 (un téléphone d’entrée de gamme)',
    flags: { throttling: throttling({ rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 6 }) },
  },
  desktop: {
    label: 'ordinateur (RTT 40 ms, 10 Mbit/s, CPU ×1, écran 1350×940)',
    flags: {
      formFactor: 'desktop',
      screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
      throttling: throttling({ rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 }),
    },
  },
};

/** The profile BENCH_PROFILE names (the mobile defaults when unset); throws on an unknown name. */
export function pickProfile(name = 'mobile') {
  const profile = PROFILES[name];
  if (!profile) throw new Error(`BENCH_PROFILE inconnu : ${name} (${Object.keys(PROFILES).join(', ')})`);
  return { name, ...profile };
}
