import { Readable } from 'node:stream';
import type { Logger, LoggerLevel } from 'nodemailer/lib/shared';

/**
 * Holds a message's final dot until `beforeCommit` is done (issue 55): the dot is the one command by which an SMTP
 * server accepts a mail, so what `beforeCommit` records tells a later attempt whether the server may hold it.
 *
 * Nodemailer's SMTP transport reads a raw message stream as soon as it is handed one, before the envelope is even
 * sent, so the end of the stream alone says nothing. The moment the server takes the data is read from the
 * transport's own transaction log (`transactionLog`: the SMTP commands and answers, never the message): the
 * client's `DATA` and the server's positive answer (354, or 250 as some servers say). Only then does the stream
 * give its bytes and, once `beforeCommit` resolved, end, after which nodemailer writes the dot. A send that fails
 * before (`release(false)`) ends the stream with nothing recorded.
 */
export interface FinalDotHold {
  /** The logger to give the transport, with `transactionLog: true`. */
  logger: Logger;
  /** The message to give the transport as `raw`. */
  stream: Readable;
  /** Lets a stream still waiting end without recording: the send settled (failed) before the data phase. */
  release(): void;
}

const LEVELS: LoggerLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];

export function holdFinalDot(message: Buffer, beforeCommit: () => Promise<void>): FinalDotHold {
  let open = () => undefined as void;
  const dataPhase = new Promise<void>((resolve) => (open = resolve));
  let inData = false;
  let dataCommandSent = false;
  let released = false;
  const onLine = (entry: unknown, line: unknown) => {
    const { tnx } = (entry ?? {}) as { tnx?: unknown };
    const text = String(line ?? '');
    if (tnx === 'client') dataCommandSent = /^DATA$/i.test(text.trim());
    else if (tnx === 'server' && dataCommandSent && /^[23]\d\d/.test(text)) {
      inData = true;
      open();
    }
  };
  const logger = Object.fromEntries(
    LEVELS.map((level) => [level, level === 'debug' ? onLine : () => undefined]),
  ) as unknown as Logger;
  let step = 0;
  const stream = new Readable({
    read() {
      step += 1;
      if (step === 1) {
        void dataPhase.then(() => this.push(message));
        return;
      }
      if (step !== 2) return;
      void dataPhase.then(() => {
        if (!inData || released) return this.push(null);
        beforeCommit().then(
          () => this.push(null),
          (err: unknown) => this.destroy(err instanceof Error ? err : new Error(String(err))),
        );
      });
    },
  });
  return {
    logger,
    stream,
    release() {
      released = true;
      open();
    },
  };
}
