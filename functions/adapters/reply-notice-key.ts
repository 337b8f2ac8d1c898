import { serverSeal, ZSealed, type Sealed } from './server-seal.js';

/**
 * The reporter's notice address, sealed under a server-side key (docs/security.md §6.7): the KMS
 * key `REPLY_NOTICE_KMS_KEY_ID` in AWS (sealing granted only to the route that stores a notice,
 * opening only to the notifier job), `REPLY_NOTICE_KEY` locally; bound to the report.
 */
const noticeSeal = serverSeal({
  name: 'reply-notice',
  kmsKeyEnv: 'REPLY_NOTICE_KMS_KEY_ID',
  localKeyEnv: 'REPLY_NOTICE_KEY',
});

export const ZSealedAddress = ZSealed;
export type SealedAddress = Sealed;

interface Owner {
  tenantId: string;
  reportId: string;
}

/** Seals an address for one report. */
export const sealNoticeAddress = (address: string, { tenantId, reportId }: Owner): Promise<SealedAddress> =>
  noticeSeal.seal(address, { tenantId, reportId });

/** The address back, for the notifier job alone; fails on another report's sealed address. */
export const openNoticeAddress = (sealed: SealedAddress, { tenantId, reportId }: Owner): Promise<string> =>
  noticeSeal.open(sealed, { tenantId, reportId });
