export * from './match-kiosk-arrival';
