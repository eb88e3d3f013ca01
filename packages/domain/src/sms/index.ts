/** SMS rules shared by the settings screen and the functions (the recipient's check is `@app/domain/sms-recipient`). */
export * from './count-sms-segments';
export * from './to-sms-text';
export * from './sms-sender-name';
export * from './parse-sms-reply';
export * from './sms-history-texts';
