/** `@app/data/web`: the DocStore on the Firestore web SDK (browsers, production backend). */
export { WebStore } from './web-store';
