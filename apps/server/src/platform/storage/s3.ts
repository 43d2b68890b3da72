import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { OutboundPolicy } from '../net';
import { StorageError, type ObjectStat, type ObjectStore } from './types';

export interface S3Settings {
  /** http(s)://host[:port] of the service (MinIO, 阿里云 OSS or 腾讯 COS in their S3-compatible mode, AWS). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  /** Path-style addressing (`endpoint/bucket/key`): MinIO and most self-hosted services; virtual-host style else. */
  pathStyle: boolean;
  /** A call taking longer fails (ms). */
  timeoutMs?: number;
  /** The gate every connection of the client passes (platform/net): which addresses it may reach. */
  policy: OutboundPolicy;
}

/** Objects in a bucket of any S3-compatible service. */
export class S3Store implements ObjectStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(s: S3Settings) {
    this.bucket = s.bucket;
    this.client = new S3Client({
      endpoint: s.endpoint,
      region: s.region || 'us-east-1',
      forcePathStyle: s.pathStyle,
      credentials: { accessKeyId: s.accessKey, secretAccessKey: s.secretKey },
      maxAttempts: 1,
      requestHandler: {
        httpAgent: s.policy.agent('http:', { keepAlive: true }),
        httpsAgent: s.policy.agent('https:', { keepAlive: true }),
        connectionTimeout: s.timeoutMs ?? 5000,
        requestTimeout: s.timeoutMs ?? 15000,
        throwOnRequestTimeout: true,
      },
    });
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    await this.call(() =>
      this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType })),
    );
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const out = await this.call(() => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })));
      return (out.Body as Readable | undefined) ?? null;
    } catch (e) {
      if (isMissingKey(e)) return null;
      throw e;
    }
  }

  async stat(key: string): Promise<ObjectStat | null> {
    try {
      const out = await this.call(() => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
      return { size: Number(out.ContentLength ?? 0), contentType: out.ContentType };
    } catch (e) {
      if (isMissingKey(e)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  destroy() {
    this.client.destroy();
  }

  /** The SDK's failures as StorageErrors of a kind a person can act on. */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      throw classify(e);
    }
  }
}

const isMissingKey = (e: unknown) => e instanceof StorageError && e.message.startsWith('NoSuchKey');

const DENIED = ['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'Forbidden'];

/**
 * The SDK's failure as a StorageError. Only an answer in S3's own words is told apart (denied, no such bucket, an S3
 * error code); everything else — refused, reset, timed out, refused by the outbound gate, an answer that is not S3's —
 * is `unreachable`, so an open port and a closed one read the same. The raw text stays in the message, for the log.
 */
export function classify(e: unknown): StorageError {
  if (e instanceof StorageError) return e;
  const err = e as { name?: string; message?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  const name = err.name ?? '';
  const msg = `${name}: ${err.message ?? ''}`;
  const status = err.$metadata?.httpStatusCode;
  if (name === 'NoSuchKey' || (name === 'NotFound' && status === 404 && !/bucket/i.test(err.message ?? '')))
    return new StorageError('failed', `NoSuchKey: ${err.message ?? ''}`, e);
  if (name === 'NoSuchBucket') return new StorageError('bucket_missing', msg, e);
  if (DENIED.includes(name)) return new StorageError('denied', msg, e);
  // An error code S3 wrote in its answer's body: an S3 service that failed, not a network that did.
  if (e instanceof S3ServiceException && status && err.Code) return new StorageError('failed', msg, e);
  return new StorageError('unreachable', msg, e);
}
