import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { awsEndpoints, awsRegion, awsRequestHandler, optionalEnv, requireEnv } from '../lib/env.js';

const endpoint = awsEndpoints.s3();

/** Created once per module. Locally (s3rver) path-style and checksums only when required. */
export const s3 = new S3Client({
  region: awsRegion(),
  endpoint,
  forcePathStyle: !!endpoint,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  requestHandler: awsRequestHandler(),
});

export const filesBucket = (): string => requireEnv('FILES_BUCKET');

/**
 * Where received e-mail waits for the e-mail channel (`inbound/…`): in AWS a bucket of its own
 * (unversioned, so a delete really removes the plaintext; INBOUND_MAIL_BUCKET), locally the files
 * bucket.
 */
export const inboundMailBucket = (): string => optionalEnv('INBOUND_MAIL_BUCKET') ?? filesBucket();

/** A received message's raw bytes (at most the e-mail channel's 40 MB). */
export async function readInboundMail(key: string): Promise<Uint8Array> {
  const object = await s3.send(new GetObjectCommand({ Bucket: inboundMailBucket(), Key: key }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}

/** Stores a received message as SES's S3 action would (the local SMTP server, tests). */
export async function putInboundMail(key: string, raw: Uint8Array): Promise<void> {
  await s3.send(
    new PutObjectCommand({ Bucket: inboundMailBucket(), Key: key, Body: raw, ContentType: 'message/rfc822' }),
  );
}

export async function deleteInboundMail(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: inboundMailBucket(), Key: key }));
}

/** Presigned upload lifetime: long enough for 30 MB on a slow line, short enough to be useless later. */
export const UPLOAD_URL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_SECONDS = 60;

/** A presigned PUT for exactly `contentLength` bytes; object keys are ours, never file names. */
export function presignUpload(
  key: string,
  contentLength: number,
  contentType = 'application/octet-stream',
): Promise<string> {
  const command = new PutObjectCommand({
    Bucket: filesBucket(),
    Key: key,
    ContentLength: contentLength,
    ContentType: contentType,
  });
  return getSignedUrl(s3, command, {
    expiresIn: UPLOAD_URL_SECONDS,
    signableHeaders: new Set(['content-length', 'content-type']),
  });
}

/**
 * A short-lived presigned GET, always answered as a download (`Content-Disposition: attachment`,
 * under `downloadName` when given) of `contentType` (default: opaque bytes), whatever the object
 * was stored with: a browser opening the link saves the file, it never renders it.
 */
export function presignDownload(
  key: string,
  downloadName?: string,
  contentType = 'application/octet-stream',
): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: filesBucket(),
    Key: key,
    ResponseContentDisposition: downloadName
      ? `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`
      : 'attachment',
    ResponseContentType: contentType,
  });
  return getSignedUrl(s3, command, { expiresIn: DOWNLOAD_URL_SECONDS });
}

/** Size of a stored object, or null when it does not exist (an upload that never happened). */
export async function objectSize(key: string): Promise<number | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: filesBucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return null;
    throw error;
  }
}

/** The first `length` bytes of an object, for magic-byte checks of uploads. */
export async function readObjectHead(key: string, length = 16): Promise<Uint8Array> {
  const object = await s3.send(
    new GetObjectCommand({ Bucket: filesBucket(), Key: key, Range: `bytes=0-${length - 1}` }),
  );
  const bytes = await object.Body?.transformToByteArray();
  return (bytes ?? new Uint8Array()).subarray(0, length);
}

/** A whole object's bytes (the antivirus scan of an attachment: at most 30 MB). */
export async function readObject(key: string): Promise<Uint8Array> {
  const object = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: key }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}

/**
 * Copies an object within the files bucket; repeating it (or racing it) writes the same bytes.
 * With `contentType` the copy is stored with that type instead of the source's.
 */
export async function copyObject(from: string, to: string, contentType?: string): Promise<void> {
  const bucket = filesBucket();
  await s3.send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: to,
      CopySource: `${bucket}/${encodeURIComponent(from).replace(/%2F/g, '/')}`,
      ...(contentType ? { MetadataDirective: 'REPLACE' as const, ContentType: contentType } : {}),
    }),
  );
}

/** Every object under a prefix with when it was last written, page by page (a job's walk, never a request's). */
export async function* listObjectsUnder(prefix: string): AsyncGenerator<{ key: string; lastModified: Date }> {
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: filesBucket(), Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? [])
      if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** Stores bytes the server holds (ciphertext it made or was given), e.g. demo data. */
export async function putObject(
  key: string,
  body: Uint8Array,
  contentType = 'application/octet-stream',
): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: filesBucket(), Key: key, Body: body, ContentType: contentType }));
}

/**
 * Makes an upload the file at `to`: the bytes read from it (and scanned) when given, since the
 * upload's presigned URL could still overwrite it, else a copy of the upload as it stands.
 */
export const storeUpload = (
  upload: string,
  to: string,
  bytesRead: Uint8Array | null | undefined,
  contentType?: string,
): Promise<void> => (bytesRead ? putObject(to, bytesRead, contentType) : copyObject(upload, to, contentType));

export async function deleteObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: filesBucket(), Key: key }));
}

/** Answers of a store that keeps no versions to ListObjectVersions (s3rver: 405 MethodNotAllowed). */
const keepsNoVersions = (error: unknown): boolean =>
  ['MethodNotAllowed', 'NotImplemented'].includes((error as { name?: string }).name ?? '');

/** A role that may not list versions (only the purge role may remove them: infra/access.ts). */
const mayNotRemoveVersions = (error: unknown): boolean => (error as { name?: string }).name === 'AccessDenied';

/**
 * Deletes every object under a prefix: in a versioned bucket every version and delete marker (a
 * plain delete would only hide the current one) when the role may, in a store without versions
 * each object. Safe to repeat. `versionsRemain`: the current objects are hidden, but only the
 * purge role can remove their versions for good.
 */
export async function deleteEverythingUnder(prefix: string): Promise<{ removed: number; versionsRemain: boolean }> {
  let versionsRemain = false;
  const Bucket = filesBucket();
  let removed = 0;
  let keyMarker: string | undefined;
  let versionMarker: string | undefined;
  try {
    do {
      const page = await s3.send(
        new ListObjectVersionsCommand({ Bucket, Prefix: prefix, KeyMarker: keyMarker, VersionIdMarker: versionMarker }),
      );
      const versions = [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])].filter((version) => version.Key);
      await Promise.all(
        versions.map((version) =>
          s3.send(new DeleteObjectCommand({ Bucket, Key: version.Key, VersionId: version.VersionId })),
        ),
      );
      removed += versions.length;
      [keyMarker, versionMarker] = page.IsTruncated
        ? [page.NextKeyMarker, page.NextVersionIdMarker]
        : [undefined, undefined];
    } while (keyMarker);
  } catch (error) {
    if (mayNotRemoveVersions(error)) versionsRemain = true;
    else if (!keepsNoVersions(error)) throw error;
  }
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
    const objects = (page.Contents ?? []).filter((object) => object.Key);
    await Promise.all(objects.map((object) => s3.send(new DeleteObjectCommand({ Bucket, Key: object.Key }))));
    removed += objects.length;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return { removed, versionsRemain };
}

/**
 * The disaster-recovery replica of the files bucket (infra: disaster-recovery-stack.ts), when the
 * deployment names it (FILES_REPLICA_BUCKET, in FILES_REPLICA_REGION). Replication copies deletes
 * only as delete markers, so a deletion for good removes the replica's versions itself.
 */
let replicaClient: S3Client | undefined;
function filesReplica(): { client: S3Client; bucket: string } | null {
  const bucket = optionalEnv('FILES_REPLICA_BUCKET');
  if (!bucket) return null;
  replicaClient ??= new S3Client({
    region: optionalEnv('FILES_REPLICA_REGION') ?? awsRegion(),
    endpoint,
    forcePathStyle: !!endpoint,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: awsRequestHandler(),
  });
  return { client: replicaClient, bucket };
}

/** Every version and delete marker of exactly `key` in a bucket; in a store without versions, the object. */
async function deleteVersionsOf(client: S3Client, Bucket: string, key: string): Promise<void> {
  let keyMarker: string | undefined;
  let versionMarker: string | undefined;
  try {
    do {
      const page = await client.send(
        new ListObjectVersionsCommand({ Bucket, Prefix: key, KeyMarker: keyMarker, VersionIdMarker: versionMarker }),
      );
      const versions = [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])].filter(
        (version) => version.Key === key,
      );
      await Promise.all(
        versions.map((version) =>
          client.send(new DeleteObjectCommand({ Bucket, Key: key, VersionId: version.VersionId })),
        ),
      );
      [keyMarker, versionMarker] = page.IsTruncated
        ? [page.NextKeyMarker, page.NextVersionIdMarker]
        : [undefined, undefined];
    } while (keyMarker);
  } catch (error) {
    if (!keepsNoVersions(error)) throw error;
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  }
}

/**
 * One object deleted for good: every version in the files bucket and in its replica when there is
 * one. Safe to repeat; a role that may not remove versions fails it (nothing is taken as done).
 */
export async function deleteObjectForGood(key: string): Promise<void> {
  await deleteVersionsOf(s3, filesBucket(), key);
  const replica = filesReplica();
  if (replica) await deleteVersionsOf(replica.client, replica.bucket, key);
}

export async function checkBucketReachable(): Promise<void> {
  await s3.send(new HeadBucketCommand({ Bucket: filesBucket() }));
}
