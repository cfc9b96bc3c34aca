import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The body went past the cap; what was received is already gone from disk. */
export class BodyTooLargeError extends Error {}

/** Not a multipart body this parser can read (no boundary, truncated, too many parts). */
export class MalformedMultipartError extends Error {}

/** One part of a spooled multipart body: its bytes stay in the temporary file. */
export interface SpooledPart {
  name: string;
  /** The part's filename; null for a plain field. */
  filename: string | null;
  start: number;
  size: number;
}

export interface SpooledForm {
  parts: SpooledPart[];
  /** One part's bytes (read when needed, one file at a time). */
  read(part: SpooledPart): Promise<Uint8Array>;
  /** Removes the temporary file; call it once the request is answered, whatever happened. */
  discard(): Promise<void>;
}

interface SpoolOptions {
  /** Folder for the temporary file (created when missing). */
  dir: string;
  /** Hard cap on the whole body, in bytes. */
  maxBytes: number;
  /** More delimiters than this is not an upload form (20 files and a few fields). */
  maxParts: number;
}

/** Longest part header block read (Content-Disposition and Content-Type lines). */
const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');

function boundaryOf(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new MalformedMultipartError('No multipart boundary.');
  return boundary;
}

function dispositionParam(header: string, param: string): string | null {
  const match = new RegExp(`;\\s*${param}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header);
  return match?.[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : null;
}

/**
 * Streams a multipart body to a temporary file, never holding more than one network chunk in
 * memory, and stops with BodyTooLargeError as soon as the cap is passed (the file is removed at
 * once). While writing, it notes where each boundary delimiter is, so the parts are byte ranges
 * of the file afterwards: files are read one at a time, when they are checked.
 */
export async function spoolMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  options: SpoolOptions,
): Promise<SpooledForm> {
  const token = Buffer.from(`\r\n--${boundaryOf(contentType)}`);
  await fs.mkdir(options.dir, { recursive: true });
  const file = path.join(options.dir, `${randomBytes(16).toString('hex')}.upload`);
  const handle = await fs.open(file, 'wx+', 0o600);
  const discard = () => fs.rm(file, { force: true });

  // Delimiter positions (of their leading CRLF). The body's first delimiter has no CRLF before
  // it: one is assumed at offset -2.
  const delimiters: number[] = [];
  let total = 0;
  let tail: Buffer = CRLF;
  let tailOffset = -CRLF.length;
  const reader = body?.getReader();
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > options.maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new BodyTooLargeError('The upload body is over its cap.');
      }
      await handle.write(value);
      // A delimiter may straddle two chunks; the tail is too short to hold a whole one, so none
      // is counted twice.
      const window = Buffer.concat([tail, value]);
      for (let at = window.indexOf(token); at !== -1; at = window.indexOf(token, at + 1)) {
        delimiters.push(tailOffset + at);
        if (delimiters.length > options.maxParts + 1) {
          await reader.cancel().catch(() => undefined);
          throw new MalformedMultipartError('Too many parts.');
        }
      }
      tail = window.subarray(Math.max(0, window.length - (token.length - 1)));
      tailOffset += window.length - tail.length;
    }
    const parts = await readParts(handle, token, delimiters, total);
    await handle.close();
    return {
      parts,
      read: async (part) => {
        const bytes = new Uint8Array(part.size);
        const reading = await fs.open(file, 'r');
        try {
          await reading.read(bytes, 0, part.size, part.start);
        } finally {
          await reading.close();
        }
        return bytes;
      },
      discard,
    };
  } catch (error) {
    await handle.close().catch(() => undefined);
    await discard();
    throw error;
  }
}

async function readAt(handle: fs.FileHandle, start: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, length));
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
  return buffer.subarray(0, bytesRead);
}

/** The parts between consecutive delimiters; the last delimiter must close the body (`--`). */
async function readParts(
  handle: fs.FileHandle,
  token: Buffer,
  delimiters: number[],
  total: number,
): Promise<SpooledPart[]> {
  const last = delimiters.at(-1);
  if (last === undefined) throw new MalformedMultipartError('No delimiter.');
  const closing = await readAt(handle, last + token.length, 2);
  if (closing.toString('latin1') !== '--') throw new MalformedMultipartError('Not closed.');

  const parts: SpooledPart[] = [];
  for (let i = 0; i + 1 < delimiters.length; i++) {
    const start = (delimiters[i] ?? 0) + token.length + CRLF.length;
    const end = delimiters[i + 1] ?? 0;
    if (end < start || end > total) throw new MalformedMultipartError('Broken part.');
    const lead = await readAt(
      handle,
      start - CRLF.length,
      Math.min(end, start + MAX_HEADER_BYTES) - start + CRLF.length,
    );
    if (!lead.subarray(0, CRLF.length).equals(CRLF))
      throw new MalformedMultipartError('Broken part.');
    // Headers end at the first empty line; a part may have none (it starts with that line).
    const headerEnd = lead.indexOf('\r\n\r\n');
    if (headerEnd === -1) throw new MalformedMultipartError('Part headers too long or cut.');
    const headers = lead.subarray(CRLF.length, headerEnd).toString('utf8').split('\r\n');
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? '';
    const name = dispositionParam(disposition, 'name');
    const dataStart = start - CRLF.length + headerEnd + 4;
    if (name === null) continue;
    parts.push({
      name,
      filename: dispositionParam(disposition, 'filename'),
      start: dataStart,
      size: end - dataStart,
    });
  }
  return parts;
}
