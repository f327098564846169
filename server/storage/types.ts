import 'server-only';

export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: number;
}

/** An object's bytes as a stream, for answers that should not hold a whole file in memory. */
export interface ObjectStream {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/** A form the browser posts straight to the bucket: every field, then the file last. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/**
 * What only a bucket can do: let the browser post a file to it under a policy, and hand out
 * short-lived links to private objects. The local driver has none of it (the app serves it all).
 */
export interface DirectAccess {
  /** A POST form for exactly this key, this content type and at most maxBytes. */
  presignedPost(options: {
    key: string;
    contentType: string;
    maxBytes: number;
    expiresInSeconds: number;
  }): Promise<PresignedPost>;
  /** A GET link valid for a few minutes, answering with this type and file name. */
  presignedGet(
    key: string,
    options: { expiresInSeconds: number; contentType: string; fileName: string },
  ): Promise<string>;
}

/** One object store, whatever the driver; keys are checked by the wrapper in ./index.ts. */
export interface ObjectStorage {
  read(key: string): Promise<Buffer | undefined>;
  /** At most the first `bytes` bytes, for checking what a file really is without loading it. */
  readStart(key: string, bytes: number): Promise<Buffer | undefined>;
  stream(key: string): Promise<ObjectStream | undefined>;
  /** Size and last write time, or undefined when there is no such object. */
  stat(key: string): Promise<StoredObject | undefined>;
  write(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** Moves an object to another key (a copy then a delete in a bucket). */
  move(from: string, to: string, contentType?: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Every object under a folder prefix (`a/b/`), with its size and last write time. */
  list(prefix: string): Promise<StoredObject[]>;
  publicUrl(key: string): string;
  direct?: DirectAccess;
}
