/** The http driver (browser to local host) and the wire format the host shares with it. */
export { createHttpReader, type HttpReaderOptions } from './http-reader';
export { DEFAULT_RECONNECT, type ReconnectOptions } from './live-stream';
export {
  decodeWire,
  encodeWire,
  errorFromWire,
  snapshotFromWire,
  snapshotToWire,
  statusForCode,
  type WireError,
  type WireSnapshot,
} from './wire';
export { SseParser, type SseEvent } from './sse-parser';
