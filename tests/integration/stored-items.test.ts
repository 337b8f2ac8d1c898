/**
 * Every item the data layer reads is parsed with its entity's schema and its version checked
 * (functions/data/query.ts): the current version and the next one read, so that during a rolling
 * deploy the old code reads what the new code wrote; any other version, another entity at the
 * key, or an attribute of the wrong type is refused as the retryable 503, never cast.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { getSession } from '@shared/contracts/index.js';
import {
  ALG_CONTENT,
  ALG_KEK,
  ALG_PUBLIC_KEY,
  ENVELOPE_VERSION,
  EPK_BYTES,
  IV_BYTES,
  TAG_BYTES,
} from '@shared/crypto/envelopes.js';
import { staffSession } from '@shared/domain/session.js';
import { errorMessages } from '@shared/messages/errors.js';
import { operatorLogItem, paymentRefusalItem } from '../../functions/data/billing-events.js';
import { categoryFileItem, categoryItem, defaultCategoryItem } from '../../functions/data/categories.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { discountCodeItem } from '../../functions/data/discount-codes.js';
import { forwardItem, mailMessageItem, shareExpiryItem, shareItem } from '../../functions/data/forwards.js';
import { invitationItem } from '../../functions/data/invitations.js';
import { invoiceCounterItem } from '../../functions/data/invoices.js';
import { entityVersions } from '../../functions/data/item.js';
import { linkItems } from '../../functions/data/links.js';
import { logAnchorMarkItem } from '../../functions/data/log-anchors.js';
import { logHeadItem } from '../../functions/data/log-chain.js';
import { orderItem, paymentTokenItem } from '../../functions/data/orders.js';
import { getItem, StoredItemError, type ItemSchema } from '../../functions/data/query.js';
import { rateLimitItem } from '../../functions/data/rate-limits.js';
import { reportFileItem } from '../../functions/data/report-files.js';
import { categoryCountsItem } from '../../functions/data/report-lists.js';
import { messageIdItem, messageItem } from '../../functions/data/report-messages.js';
import { reportNoteItem } from '../../functions/data/report-notes.js';
import { reportProtocolItem } from '../../functions/data/report-protocols.js';
import { reportStatisticsItem } from '../../functions/data/report-statistics.js';
import { identifierItem, reportItem, reportPurgeItem } from '../../functions/data/reports.js';
import { serverSecretItem } from '../../functions/data/server-secret.js';
import { inboxSessionItem, staffSessionItem, staffSessionItemKey } from '../../functions/data/sessions.js';
import { smsChallengeItem } from '../../functions/data/sms-challenges.js';
import { totpChallengeItem } from '../../functions/data/totp.js';
import { passkeyItem, webauthnChallengeItem } from '../../functions/data/passkeys.js';
import { procedureVersionItem } from '../../functions/data/procedures.js';
import { emailClaimItem, staffUserItem } from '../../functions/data/staff-users.js';
import { replyNoticeDueItem, replyNoticeItem } from '../../functions/data/reply-notices.js';
import { minimisationDueItem, minimisationMarkItem } from '../../functions/data/report-minimisations.js';
import { reportHandlerItem } from '../../functions/data/report-handlers.js';
import { submissionSlotItem } from '../../functions/data/submissions.js';
import { acknowledgementTemplateItem } from '../../functions/data/acknowledgement-templates.js';
import { phonePinClaimItem, reportAddressClaimItem, settingsUploadItem } from '../../functions/data/tenant-settings.js';
import { aliasItem, countersItem, tenantDirectoryItem, tenantItem } from '../../functions/data/tenants.js';
import { logIn, registerOrganisation } from '../support/accounts.js';

const at = '2026-01-02T03:04:05.000Z';
const bytes = (count: number) => Buffer.alloc(count, 7).toString('base64url');
const content = { v: ENVELOPE_VERSION, alg: ALG_CONTENT, iv: bytes(IV_BYTES), ct: bytes(TAG_BYTES + 8) };
const kek = { v: ENVELOPE_VERSION, alg: ALG_KEK, iv: bytes(IV_BYTES), ct: bytes(TAG_BYTES + 32) };
const forPublicKey = {
  v: ENVELOPE_VERSION,
  alg: ALG_PUBLIC_KEY,
  kid: 'kid-1',
  epk: bytes(EPK_BYTES),
  iv: bytes(IV_BYTES),
  ct: bytes(TAG_BYTES + 32),
};
const ids = { tenantId: 't-1', reportId: 'r-1', categoryId: 'c-1', userId: 'u-1' };

/** An entity's reader and a record of it as the current code writes it. */
const entities: [string, ItemSchema<unknown>, Record<string, unknown>][] = [
  [
    'tenant',
    tenantItem,
    {
      tenantId: ids.tenantId,
      name: 'Firma',
      alias: 'firma',
      licence: { packageId: 'standard', validTo: at },
      internalSales: false,
      createdAt: at,
    },
  ],
  ['alias', aliasItem, { tenantId: ids.tenantId }],
  ['tenantDirectoryEntry', tenantDirectoryItem, { tenantId: ids.tenantId }],
  ['counters', countersItem, { new: 1, open: 2, archived: 3, newMessages: 0, staffUsers: 1, categories: 2 }],
  ['categoryCounters', categoryCountsItem, { new: 1, open: 0, archived: 0, newMessages: 0 }],
  [
    'staffUser',
    staffUserItem,
    {
      ...ids,
      type: 1,
      isMainAdmin: true,
      status: 1,
      canArchivize: true,
      canReports: true,
      canExternalSend: true,
      email: 'a@example.pl',
      name: 'Anna',
      phone: null,
      smsAuthorization: false,
      lastLoginAt: null,
      createdAt: at,
    },
  ],
  ['emailClaim', emailClaimItem, { tenantId: ids.tenantId, userId: ids.userId }],
  [
    'staffSession',
    staffSessionItem,
    {
      tenantId: ids.tenantId,
      userId: ids.userId,
      csrfHash: 'h',
      createdAt: at,
      lastSeenAt: at,
      expiresAt: at,
      absoluteExpiresAt: at,
    },
  ],
  ['inboxSession', inboxSessionItem, { tenantId: ids.tenantId, reportId: ids.reportId, expiresAt: at }],
  ['activationLink', linkItems.ACT, { email: 'a@example.pl', expiresAt: at }],
  ['resetLink', linkItems.RST, { email: 'a@example.pl', expiresAt: at }],
  ['invitation', invitationItem, { tenantId: ids.tenantId, userId: ids.userId, expiresAt: at }],
  [
    'smsChallenge',
    smsChallengeItem,
    { tenantId: ids.tenantId, userId: ids.userId, codeHash: 'h', tries: 1, expiresAt: at },
  ],
  [
    'passkey',
    passkeyItem,
    {
      passkeyId: 'p',
      tenantId: ids.tenantId,
      userId: ids.userId,
      name: 'Laptop',
      credentialId: 'c',
      publicKey: 'k',
      counter: 0,
      createdAt: at,
      lastUsedAt: null,
      prf: { wrappedPrivateKey: kek, kid: 'k1' },
    },
  ],
  ['webauthnChallenge', webauthnChallengeItem, { purpose: 'sign-in', expiresAt: at }],
  [
    'procedureVersion',
    procedureVersionItem,
    {
      tenantId: ids.tenantId,
      version: 1,
      stage: 'draft',
      createdAt: at,
      revision: 0,
      edits: { general: 'Tekst organizacji' },
      details: { receivingUnit: 'Dział Compliance', phoneHours: '', meetingPlace: '' },
      consultation: null,
      publishedOn: null,
      document: null,
    },
  ],
  [
    'totpChallenge',
    totpChallengeItem,
    { tenantId: ids.tenantId, userId: ids.userId, tries: 1, expiresAt: at, setupSecret: 'JBSWY3DPEHPK3PXP' },
  ],
  ['serverSecret', serverSecretItem, { secret: bytes(32) }],
  // Its key is what clearing reads of it: the item's own key, written by `stored`.
  ['rateLimit', rateLimitItem, { hits: 1, windowEnd: 1_800_000_000 }],
  [
    'category',
    categoryItem,
    {
      tenantId: ids.tenantId,
      categoryId: ids.categoryId,
      name: 'Kategoria',
      visible: true,
      status: 2,
      files: true,
      anonymous: true,
      fields: [{ id: 'f-1', type: 1, required: true, label: 'Opis', order: 0 }],
      users: [{ userId: ids.userId, canResponse: true }],
      attachmentsCount: 0,
      createdAt: at,
      updatedAt: at,
    },
  ],
  [
    'categoryFile',
    categoryFileItem,
    {
      tenantId: ids.tenantId,
      categoryId: ids.categoryId,
      fileId: 'f-1',
      name: 'regulamin.pdf',
      size: 10,
      contentType: 'application/pdf',
      s3Key: 'k',
      state: 'ready',
      createdAt: at,
    },
  ],
  ['defaultCategory', defaultCategoryItem, { tenantId: ids.tenantId, kind: 'phone', categoryId: ids.categoryId }],
  [
    'report',
    reportItem,
    {
      tenantId: ids.tenantId,
      reportId: ids.reportId,
      identifier: 'ABCD1234',
      categoryId: ids.categoryId,
      categoryName: 'Kategoria',
      type: 1,
      state: 1,
      receivedAt: at,
      archivedAt: null,
      acknowledgedAt: null,
      hasAttachments: false,
      repliesCount: 0,
      label: null,
      hasNewMessages: false,
      fieldDefs: [{ id: 'f-1', type: 1, required: true, label: 'Opis' }],
      fields: [{ fieldId: 'f-1', value: content }],
      reporter: null,
      files: [],
      keys: { forOrganisation: forPublicKey, forReporter: kek },
      reporterAuthVerifier: 'h',
      slotTokenHash: 'h',
    },
  ],
  ['identifier', identifierItem, { tenantId: ids.tenantId, reportId: ids.reportId }],
  ['reportPurge', reportPurgeItem, { tenantId: ids.tenantId, reportId: ids.reportId, deletedAt: at }],
  [
    'reportFile',
    reportFileItem,
    {
      tenantId: ids.tenantId,
      reportId: ids.reportId,
      fileId: 'f-1',
      kind: 'private',
      messageId: null,
      name: content,
      size: 10,
      s3Key: 'k',
      state: 'ready',
      startedAt: at,
      uploadedAt: at,
      uploaderId: ids.userId,
    },
  ],
  [
    'reportNote',
    reportNoteItem,
    {
      tenantId: ids.tenantId,
      reportId: ids.reportId,
      noteId: 'n-1',
      kind: 'note',
      text: content,
      showInRegister: false,
      authorId: ids.userId,
      authorName: 'Anna',
      createdAt: at,
      updatedAt: at,
    },
  ],
  [
    'reportProtocol',
    reportProtocolItem,
    {
      tenantId: ids.tenantId,
      reportId: ids.reportId,
      kind: 'voice',
      version: 1,
      text: content,
      writtenAt: at,
      authorId: ids.userId,
      authorName: 'Anna',
    },
  ],
  [
    'reportMessage',
    messageItem,
    {
      tenantId: ids.tenantId,
      reportId: ids.reportId,
      messageId: 'm-1',
      sentAt: at,
      author: 'staff',
      staffUserId: ids.userId,
      staffUserName: 'Anna',
      body: content,
      feedback: true,
    },
  ],
  ['reportMessageId', messageIdItem, { tenantId: ids.tenantId, reportId: ids.reportId, messageId: 'm-1', sentAt: at }],
  [
    'submissionSlot',
    submissionSlotItem,
    {
      tenantId: ids.tenantId,
      reportId: ids.reportId,
      categoryId: ids.categoryId,
      identifier: 'ABCD1234',
      slotTokenHash: 'h',
      files: [{ fileId: 'f-1', size: 10, s3Key: 'k' }],
      expiresAt: at,
    },
  ],
  ['logHead', logHeadItem, { seq: 3, hash: 'h', at }],
  [
    'settingsUpload',
    settingsUploadItem,
    {
      tenantId: ids.tenantId,
      fileId: 'f-1',
      kind: 'logo',
      name: 'logo.png',
      size: 10,
      s3Key: 'k',
      createdAt: at,
      expiresAt: at,
    },
  ],
  [
    'acknowledgementTemplate',
    acknowledgementTemplateItem,
    { tenantId: ids.tenantId, templateId: 't-1', version: 1, texts: { text: 'Dziękujemy.' }, createdAt: at },
  ],
  ['phonePinClaim', phonePinClaimItem, { tenantId: ids.tenantId }],
  ['reportAddressClaim', reportAddressClaimItem, { tenantId: ids.tenantId, address: 'zgloszenia@example.pl' }],
  [
    'forward',
    forwardItem,
    {
      tenantId: ids.tenantId,
      reportId: ids.reportId,
      forwardId: 'fw-1',
      name: 'Urząd',
      emailTo: 'urzad@example.pl',
      emailCc: null,
      withFiles: false,
      size: 10,
      state: 'sent',
      createdAt: at,
      senderId: ids.userId,
      senderName: 'Anna',
      sentAt: at,
      expiresAt: at,
      delivery: 'delivered',
      downloadCount: 0,
      shareHash: 'h',
    },
  ],
  [
    'share',
    shareItem,
    {
      shareHash: 'h',
      tenantId: ids.tenantId,
      reportId: ids.reportId,
      forwardId: 'fw-1',
      organisationName: 'Firma',
      identifier: 'ABCD1234',
      emailTo: 'urzad@example.pl',
      bundleKey: 'k',
      expiresAt: at,
      downloadCount: 0,
    },
  ],
  [
    'shareExpiry',
    shareExpiryItem,
    { tenantId: ids.tenantId, reportId: ids.reportId, forwardId: 'fw-1', shareHash: 'h', expiresAt: at },
  ],
  ['mailMessage', mailMessageItem, { tenantId: ids.tenantId, reportId: ids.reportId, forwardId: 'fw-1' }],
  [
    'order',
    orderItem,
    {
      tenantId: ids.tenantId,
      orderId: 'o-1',
      token: 'tok',
      packageId: 'standard',
      months: 12,
      paymentMethod: 'przelewy24',
      discountCode: null,
      discountPercent: 0,
      net: 100,
      vat: 23,
      gross: 123,
      buyer: { name: 'Firma', address: 'Ulica 1', zipCode: '00-001', city: 'Warszawa', nip: '1234563218' },
      buyerEmail: 'a@example.pl',
      createdAt: at,
      createdBy: { userId: ids.userId, userName: 'Anna' },
      status: 1,
      statusChangedAt: at,
      paymentUrl: null,
      paidAt: null,
      providerOrderId: null,
      licenceChange: null,
      invoice: null,
    },
  ],
  ['paymentToken', paymentTokenItem, { tenantId: ids.tenantId, orderId: 'o-1' }],
  [
    'discountCode',
    discountCodeItem,
    {
      code: 'RABAT10',
      percent: 10,
      validFrom: at,
      validTo: at,
      partnerName: null,
      multiUse: true,
      usedCount: 0,
    },
  ],
  ['invoiceCounter', invoiceCounterItem, { last: 7 }],
  [
    'paymentRefusal',
    paymentRefusalItem,
    {
      at,
      reason: 'signature',
      sessionId: 's',
      providerOrderId: null,
      tenantId: null,
      orderId: null,
      clientIp: '192.0.2.1',
    },
  ],
  [
    'operatorLogEntry',
    operatorLogItem,
    { at, operator: 'ops', target: ids.tenantId, command: 'extend', details: { days: 30 } },
  ],
  [
    'reportStatistics',
    reportStatisticsItem,
    { tenantId: ids.tenantId, month: '2026-01', categoryId: ids.categoryId, categoryName: 'Kategoria', received: 1 },
  ],
  [
    'replyNotice',
    replyNoticeItem,
    {
      tenantId: ids.tenantId,
      reportId: ids.reportId,
      channel: 'email',
      masked: 'a•••@•••.pl',
      address: { v: 1, keyBy: 'local', wrappedKey: 'AAAA', iv: 'AAAA', ct: 'AAAA' },
      setAt: at,
    },
  ],
  ['replyNoticeDue', replyNoticeDueItem, { tenantId: ids.tenantId, reportId: ids.reportId, changes: 1 }],
  ['reportHandler', reportHandlerItem, { tenantId: ids.tenantId, userId: 'user-1', reportId: ids.reportId }],
  ['logAnchorMark', logAnchorMarkItem, { digest: 'a'.repeat(64), anchoredAt: at, table: 'ostoja' }],
  [
    'minimisationMark',
    minimisationMarkItem,
    {
      tenantId: ids.tenantId,
      reportId: ids.reportId,
      markId: 'm-1',
      target: { kind: 'field', fieldId: 'f1', start: 0, end: 4 },
      replacement: { v: 1, alg: 'A256GCM', iv: 'AAAAAAAAAAAAAAAA', ct: 'A'.repeat(24) },
      markedAt: at,
      markedBy: { userId: 'user-1', name: 'Anna' },
      dueAt: at,
      deletedAt: null,
    },
  ],
  [
    'minimisationDue',
    minimisationDueItem,
    { tenantId: ids.tenantId, reportId: ids.reportId, markId: 'm-1', dueAt: at },
  ],
];

/** Items of this test live in partitions of their own: no list of the product ever reads them. */
const written: { PK: string; SK: string }[] = [];
afterAll(async () => {
  for (const Key of written) await dynamo.send(new DeleteCommand({ TableName: tableName(), Key }));
});

async function stored(entity: string, record: Record<string, unknown>, v: unknown) {
  const key = { PK: `STORED-ITEM-TEST#${randomUUID()}`, SK: entity };
  written.push(key);
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...key, entity, v, ...record } }));
  return key;
}

const refusal = { name: 'DataError', code: 'UNAVAILABLE', message: errorMessages.UNAVAILABLE };

describe('items are read with their schema and version', () => {
  it('has a reader for every entity, except those never read back as items', () => {
    // Claimed by conditional writes, or read only as index rows and log entries (as stored: the chain check must see them).
    const neverRead = [
      'deadlineDigest',
      'ruleEscalation',
      'logEntry',
      'reportLogLink',
      'inboundMail',
      'licenceReminder',
      'reportListEntry',
      'invoiceRegisterEntry',
    ];
    for (const [entity, schema] of entities) expect(schema.entity).toBe(entity);
    expect([...entities.map(([entity]) => entity), ...neverRead].sort()).toEqual(Object.keys(entityVersions).sort());
  });

  it.each(entities)(
    '%s: the current and the next version read; an older or a later one is refused',
    async (entity, schema, record) => {
      const current = entityVersions[schema.entity];
      expect(await getItem(await stored(entity, record, current), schema)).toMatchObject(record);
      // The next version may only add attributes: they are kept, not dropped.
      const next = await getItem(await stored(entity, { ...record, addedLater: 'x' }, current + 1), schema);
      expect(next).toMatchObject({ ...record, addedLater: 'x' });
      for (const unknown of [current + 2, current - 1, '1', undefined]) {
        const read = getItem(await stored(entity, record, unknown), schema);
        await expect(read).rejects.toBeInstanceOf(StoredItemError);
        await expect(read).rejects.toMatchObject(refusal);
      }
    },
  );

  it('refuses an item of the current version whose attribute has the wrong type, or another entity at the key', async () => {
    const [, schema, record] = entities.find(([entity]) => entity === 'tenant')!;
    const wrongType = getItem(await stored('tenant', { ...record, tenantId: 42 }, entityVersions.tenant), schema);
    await expect(wrongType).rejects.toMatchObject({ ...refusal, problem: 'tenantId: invalid_type' });
    const other = getItem(await stored('alias', record, entityVersions.tenant), schema);
    await expect(other).rejects.toMatchObject({ ...refusal, problem: 'its entity is "alias"' });
  });

  it('answers a staff request whose session item is of an unknown version with the retryable 503 and its Polish message', async () => {
    // The session, not the user: jobs walking every organisation read users, never sessions.
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const sessionId = client.cookies.get(staffSession.cookieName)!;
    expect((await client.call(getSession)).status).toBe(200);
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: staffSessionItemKey(sessionId),
        UpdateExpression: 'SET v = :v',
        ExpressionAttributeValues: { ':v': entityVersions.staffSession + 2 },
      }),
    );
    const answer = await client.call(getSession);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      code: 'UNAVAILABLE',
      message: errorMessages.UNAVAILABLE,
      key: 'errorMessages.UNAVAILABLE',
    });
  });
});
