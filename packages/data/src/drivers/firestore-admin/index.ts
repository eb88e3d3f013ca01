/** `@app/data/admin`: the DocStore on firebase-admin's Firestore (server side, production). */
export { AdminStore } from './admin-store';
