/**
 * The boot script: a small entry of its own that index.html loads beside the app (vite/boot-script.ts) and that
 * runs as soon as it arrives, long before the app's code on a slow network. For the address opened, it preloads
 * its page's code and starts the call its first screen waits for (index.html has already opened the connection
 * to the functions); the app's query takes the answer.
 */
import { startEarlyCall } from '../lib/early-calls';
import { firstScreen } from './first-screen';
import { preloadPageChunks } from './preload-page-chunks';

const first = firstScreen(window.location.pathname, window.location.search);
if (first) {
  preloadPageChunks(first.page);
  startEarlyCall(first.call.name, first.call.data);
}
