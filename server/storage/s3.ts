import 'server-only';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ObjectStorage, StoredObject } from './types';

export interface S3Settings {
  /** Unset for AWS itself; MinIO `http://host:9000`, OSS `https://oss-cn-hangzhou.aliyuncs.com`. */
  endpoint?: string;
  /** The address browsers use for posts and signed links, when it differs from `endpoint`. */
  publicEndpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `host/bucket/key` instead of `bucket.host/key`: MinIO needs it, OSS and COS refuse it. */
  forcePathStyle: boolean;
}

function client(settings: S3Settings, endpoint: string | undefined): S3Client {
  return new S3Client({
    endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The SDK's default CRC checksums are AWS-only headers that OSS, COS and older MinIO refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** Missing objects read as undefined, as in the local driver; every other failure is thrown. */
async function unlessMissing<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    if (missing(error)) return undefined;
    throw error;
  }
}

/** A store in one bucket of any S3-compatible service (MinIO, Aliyun OSS, Tencent COS, AWS). */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const s3 = client(settings, settings.endpoint);
  // Signed links carry their host in the signature, so they are made for the public address.
  const signer = settings.publicEndpoint ? client(settings, settings.publicEndpoint) : s3;
  const Bucket = settings.bucket;

  async function get(key: string, range?: string) {
    const answer = await unlessMissing(
      s3.send(new GetObjectCommand({ Bucket, Key: key, Range: range })),
    );
    return answer?.Body;
  }

  return {
    async read(key) {
      const body = await get(key);
      return body && Buffer.from(await body.transformToByteArray());
    },
    async readStart(key, bytes) {
      const body = await get(key, `bytes=0-${bytes - 1}`);
      return body && Buffer.from(await body.transformToByteArray());
    },
    async stream(key) {
      const answer = await unlessMissing(s3.send(new GetObjectCommand({ Bucket, Key: key })));
      if (!answer?.Body) return undefined;
      return { body: answer.Body.transformToWebStream(), size: answer.ContentLength ?? 0 };
    },
    async stat(key) {
      const head = await unlessMissing(s3.send(new HeadObjectCommand({ Bucket, Key: key })));
      return (
        head && {
          key,
          size: head.ContentLength ?? 0,
          modifiedAt: head.LastModified?.getTime() ?? 0,
        }
      );
    },
    async write(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async move(from, to, contentType) {
      await s3.send(
        new CopyObjectCommand({
          Bucket,
          Key: to,
          CopySource: `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          ...(contentType ? { ContentType: contentType, MetadataDirective: 'REPLACE' } : {}),
        }),
      );
      await s3.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const Prefix = prefix.endsWith('/') ? prefix : `${prefix}/`;
      const objects: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) {
          if (o.Key)
            objects.push({
              key: o.Key,
              size: o.Size ?? 0,
              modifiedAt: o.LastModified?.getTime() ?? 0,
            });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return objects;
    },
    // Public objects go through /files like the local driver's: see docs/storage.md for why.
    publicUrl: (key) => `/files/${key}`,
    direct: {
      async presignedPost({ key, contentType, maxBytes, expiresInSeconds }) {
        const { url, fields } = await createPresignedPost(signer, {
          Bucket,
          Key: key,
          Conditions: [
            ['content-length-range', 1, maxBytes],
            ['eq', '$Content-Type', contentType],
          ],
          Fields: { 'Content-Type': contentType },
          Expires: expiresInSeconds,
        });
        return { url, fields };
      },
      presignedGet: (key, { expiresInSeconds, contentType, fileName }) =>
        getSignedUrl(
          signer,
          new GetObjectCommand({
            Bucket,
            Key: key,
            ResponseContentType: contentType,
            ResponseContentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`,
          }),
          { expiresIn: expiresInSeconds },
        ),
    },
  };
}
