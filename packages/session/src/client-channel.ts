import type { ClientChannel, CopyInMessage } from '@pgsqlite/backend';
import { clientCodec, type ClientCodec, type FormatCode, type FrontendMessage, type MessageWriter } from '@pgsqlite/wire';
import { checkCopyFormat, copyDataFromClient, copyDataToClient } from './copy-encoding.js';

/** Output above this many bytes is written out while a result is still being encoded. */
export const FLUSH_THRESHOLD = 256 * 1024;

/** Message byte of a frontend message type, for 08P01 during COPY. */
const TYPE_BYTES: Record<string, string> = { Query: 'Q', Parse: 'P', Bind: 'B', Describe: 'D', Execute: 'E', Close: 'C', Terminate: 'X', FunctionCall: 'F', PasswordMessage: 'p' };

/** What a ClientChannel is made of: the session's writer, its flush, and its COPY reader. */
export interface ChannelHost {
  readonly out: MessageWriter;
  flush(): void;
  /** SessionCore.drain. */
  drain(): Promise<void>;
  /** The next client message during COPY FROM STDIN (null: the connection closed). */
  readCopyMessage(): Promise<FrontendMessage | null>;
  /** Whether client input arrives within `ms` (nothing consumed). */
  copyInputWithin(ms: number): true | Promise<boolean>;
}

/** The backend's view of the client (notices, COPY) over the session's message writer. */
export function messageChannel(host: ChannelHost): ClientChannel {
  const { out } = host;
  // The running COPY's data encoding: the client's, unless its ENCODING option names another.
  let copyCodec: ClientCodec | null = null;
  const startCopy = (format: FormatCode, encoding: string | undefined): void => {
    copyCodec = encoding === undefined ? out.clientCodec : clientCodec(encoding);
    checkCopyFormat(copyCodec, format);
  };
  return {
    noticeResponse: (fields) => void out.noticeResponse(fields),
    copyOutResponse: (format, columnFormats, encoding) => {
      startCopy(format, encoding);
      out.copyOutResponse(format, columnFormats);
    },
    copyData: (data) => void out.copyData(copyDataToClient(data, copyCodec)),
    copyDone: () => void out.copyDone(),
    copyInResponse: (format, columnFormats, encoding) => {
      startCopy(format, encoding);
      out.copyInResponse(format, columnFormats);
    },
    flush: () => host.flush(),
    drain: () => host.drain(),
    flushIfLarge: () => {
      if (out.length > FLUSH_THRESHOLD) host.flush();
    },
    readCopyMessage: async () => copyDataFromClient(await copyInput(host), copyCodec),
    copyInputWithin: (ms) => host.copyInputWithin(ms),
  };
}

/** The next COPY FROM STDIN message; Sync and Flush are ignored during COPY, as PostgreSQL does. */
async function copyInput(host: ChannelHost): Promise<CopyInMessage | null> {
  for (;;) {
    const msg = await host.readCopyMessage();
    if (msg === null) return null;
    switch (msg.type) {
      case 'CopyData':
      case 'CopyDone':
      case 'CopyFail':
        return msg;
      case 'Sync':
      case 'Flush':
        continue;
      default:
        return { type: 'unexpected', typeByte: TYPE_BYTES[msg.type] ?? '?' };
    }
  }
}
