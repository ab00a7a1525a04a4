// The thread that writes a base file while the seed goes on in the thread that started it (persist/base.ts): at
// 1 000 000 goods the seed and the writes each take about half a minute, on a machine with two cores. It takes
// the messages of BaseWriterMessage in order on `port`, counts the goods batches it has written in `state[1]`
// (the seed's thread waits when it is too far ahead) and, when done or failed, sets `state[0]` and wakes the
// thread waiting on it; a failure's message goes on `port` first.
import { isMainThread, workerData, type MessagePort } from 'node:worker_threads';
import { BulkWriter, openDataFile, type GoodsBatch, type FileMeta } from './sqlite.ts';
import type { Db } from '../lib/fixtures.ts';

export type BaseWriterMessage = { goods: GoodsBatch } | { rest: Partial<Db>; meta: FileMeta } | { finish: true };

/** state[0]: what the writer is doing. */
export const WRITER = { running: 0, done: 1, failed: 2 } as const;

/** What the thread is given at its start. */
export interface BaseWriterData {
  baseWriter: true;
  file: string;
  state: SharedArrayBuffer;
  port: MessagePort;
}

// Imported by persist/base.ts for the names above: the writing starts only in the thread made for it.
if (!isMainThread && (workerData as BaseWriterData | undefined)?.baseWriter) write(workerData as BaseWriterData);

function write({ file, state: buffer, port }: BaseWriterData): void {
  const state = new Int32Array(buffer);
  const end = (outcome: number, error?: unknown): void => {
    if (error !== undefined) port.postMessage(error instanceof Error ? error.message : String(error));
    Atomics.store(state, 0, outcome);
    Atomics.notify(state, 0);
    port.close();
  };
  try {
    const db = openDataFile(file);
    const writer = new BulkWriter(db);
    port.on('message', (m: BaseWriterMessage) => {
      try {
        if ('goods' in m) {
          writer.goods(m.goods);
          Atomics.add(state, 1, 1);
          Atomics.notify(state, 1);
        } else if ('rest' in m) {
          writer.rest(m.rest, m.meta);
        } else {
          writer.finish();
          db.close();
          end(WRITER.done);
        }
      } catch (err) {
        if (db.isOpen) db.close();
        end(WRITER.failed, err);
      }
    });
  } catch (err) {
    end(WRITER.failed, err);
  }
}
