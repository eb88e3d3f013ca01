export * from './match-kiosk-arrival';
export * from './meal-faces';
