// Starts the three apps in development mode and prints where they are.
import { spawn } from 'node:child_process';

const apps = [
  { filter: '@app/backoffice', label: 'Back-office (personnel)', url: 'http://127.0.0.1:5173/login' },
  { filter: '@app/client-portal', label: 'Réservation en ligne et espace client', url: 'http://127.0.0.1:5174/reservation' },
  { filter: '@app/tablet', label: 'Tablette fidélité', url: 'http://127.0.0.1:5175/tablette' },
];

const children = apps.map(({ filter }) =>
  spawn('pnpm', ['--filter', filter, 'dev'], { stdio: ['ignore', 'inherit', 'inherit'] }),
);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

setTimeout(() => {
  console.log('\nLe produit tourne :');
  for (const app of apps) console.log(`  ${app.label.padEnd(40)} ${app.url}`);
  console.log('\nCtrl+C pour arrêter.\n');
}, 2500);
