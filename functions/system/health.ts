import { health } from '@shared/contracts/system/health.js';
import { checkBucketReachable } from '../adapters/s3.js';
import { checkTableReachable } from '../data/health.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError } from '../lib/http-error.js';
import { log } from '../lib/logger.js';

/** 200 `{ok:true}` when the table and the files bucket answer; 503 otherwise. */
export const handler = defineHandler(health, async () => {
  try {
    await Promise.all([checkTableReachable(), checkBucketReachable()]);
  } catch (error) {
    log.warn('health check failed', { errorName: (error as Error).name });
    throw new HttpError('UNAVAILABLE');
  }
  return { ok: true as const };
});
