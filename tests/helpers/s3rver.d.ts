// s3rver 3.7 ships no types: the parts tests/helpers/s3Peer.ts uses
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    silent?: boolean;
    directory: string;
    configureBuckets?: Array<{ name: string }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    configureBuckets(): Promise<void>;
    callback(): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
    store: {
      listObjects(bucket: string, options: { maxKeys?: number }): Promise<unknown>;
      getResourcePath(bucket: string, key: string, resource: string): string;
      putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
      putObject(object: { bucket: string; key: string; content: Buffer | NodeJS.ReadableStream; metadata: Record<string, string> }): Promise<{ size: number; md5: string }>;
    };
  }
}
