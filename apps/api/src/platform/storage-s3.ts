import { type Readable, Transform } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { AppConfig, S3Config } from '../config.ts';
import { assertValidStorageKey, type Storage, storageFor } from './storage.ts';

type Sdk = { s3: typeof S3; Upload: typeof import('@aws-sdk/lib-storage').Upload };
let sdk: Promise<Sdk> | undefined;

/**
 * The AWS SDK takes a few hundred milliseconds to load (hundreds of modules), so it is loaded on
 * the first call to a bucket, and never by a server that stores uploads on its own disk.
 */
function loadSdk(): Promise<Sdk> {
  sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, storage]) => ({
    s3,
    Upload: storage.Upload,
  }));
  return sdk;
}

const isMissing = (s3: typeof S3, error: unknown) =>
  error instanceof s3.S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * The S3-compatible driver: the same interface as the local disk, so several API instances share
 * one store. Objects appear only when their upload completes (S3 puts are atomic), streams go
 * through without being held in memory (a known size is one PUT; an unknown one a multipart
 * upload of 5 MB parts), and ranges are asked of the store.
 */
export function createS3Storage(config: S3Config): Storage {
  let connected: Promise<Sdk & { client: S3.S3Client }> | undefined;
  const connect = () => {
    connected ??= loadSdk().then((loaded) => ({
      ...loaded,
      client: new loaded.s3.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials:
          config.accessKeyId && config.secretAccessKey
            ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: compatible stores do not all read aws-chunked bodies.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return connected;
  };
  const Bucket = config.bucket;

  return {
    async put(key, bytes, contentType) {
      assertValidStorageKey(key);
      const { s3, client } = await connect();
      await client.send(
        new s3.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }),
      );
    },
    async putStream(key, body, contentType, size) {
      assertValidStorageKey(key);
      const { s3, client, Upload } = await connect();
      if (size !== undefined) {
        await client.send(
          new s3.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: size }),
        );
        return { size };
      }
      let counted = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          counted += chunk.length;
          done(null, chunk);
        },
      });
      body.once('error', (error) => counter.destroy(error));
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: body.pipe(counter), ContentType: contentType },
        queueSize: 1,
        partSize: 5 * 1024 * 1024,
      }).done();
      return { size: counted };
    },
    async get(key) {
      assertValidStorageKey(key);
      const { s3, client } = await connect();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? new Uint8Array(await object.Body.transformToByteArray()) : new Uint8Array();
      } catch (error) {
        if (isMissing(s3, error)) return null;
        throw error;
      }
    },
    async stat(key) {
      assertValidStorageKey(key);
      const { s3, client } = await connect();
      try {
        const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, etag: head.ETag ?? `"${key}"`, lastModified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(s3, error)) return null;
        throw error;
      }
    },
    async getStream(key, range) {
      assertValidStorageKey(key);
      const { s3, client } = await connect();
      try {
        const object = await client.send(
          new s3.GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(s3, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertValidStorageKey(key);
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *keys() {
      const { s3, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** The store the server uses: the S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function storageFromConfig(config: Pick<AppConfig, 'dataDir' | 's3'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : storageFor(config.dataDir);
}
