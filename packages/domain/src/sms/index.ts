/** SMS rules shared by the settings screen and the functions (the recipient's check is `@app/domain/sms-recipient`). */
export * from './count-sms-segments';
export * from './to-sms-text';
export * from './sms-sender-name';
export * from './parse-sms-reply';
export * from './sms-history-texts';
export * from './venue-sms-settings';
export * from './render-booking-sms';
export * from './save-sms-settings-input';
export * from './check-sms-texts';
export * from './sms-monthly-cap';
export * from './sms-month';
export * from './sms-cost';
export * from './read-sms-usage-input';
export * from './sms-settings-texts';
export * from './sms-report-texts';
