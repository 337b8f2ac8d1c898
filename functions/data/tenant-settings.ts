import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { ExternalChannelsNote } from '@shared/domain/external-channels-note.js';
import { packageOf } from '@shared/domain/packages.js';
import { defaultRuleSettings, type AcknowledgementTemplateRef, type RuleSettings } from '@shared/domain/rules.js';
import type { SecuritySettings } from '@shared/domain/settings.js';
import { defaultVoiceMessageSettings, type VoiceMessageSettings } from '@shared/domain/voice-messages.js';
import { aliasTexts, channelTexts } from '@shared/messages/settings.js';
import { dynamo, tableName } from './client.js';
import { DataError, dataConflict, dataNotFound } from './data-error.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema } from './query.js';
import type { SettingsFile, Tenant, TenantChannels } from './tenants.js';
import type { TxWrite } from './transact.js';

/**
 * Settings of an organisation, kept on its tenant item: company data, the alias
 * (claimed by an `ALIAS#` item, lower case, so that it is unique whatever its case), logo and
 * accessibility statement (objects under `settings/`, uploads under way as `UPLOAD#` items),
 * the additional types (the phone PIN claimed by a `PIN#` item) and the antivirus toggles.
 *
 * Access patterns: the tenant by id (Settings, the public form), alias → tenant (the form),
 * an upload by tenant and id, PIN → tenant (the phone channel, issue #20).
 */

export interface CompanyData {
  name: string;
  address: string;
  zipCode: string;
  city: string;
  nip: string | null;
}

const tenantExists = 'attribute_exists(PK)';

/** Changes the company data; an organisation gone meanwhile is a 404. */
export const companyDataWrite = (tenantId: string, data: CompanyData): TxWrite => ({
  Update: {
    Key: keys.tenant(tenantId),
    UpdateExpression: 'SET #name = :name, address = :address, zipCode = :zipCode, city = :city, nip = :nip',
    ConditionExpression: tenantExists,
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: {
      ':name': data.name,
      ':address': data.address,
      ':zipCode': data.zipCode,
      ':city': data.city,
      ':nip': data.nip,
    },
  },
  failure: dataNotFound(),
});

/** The alias given at registration (older organisations: their alias until a chosen one replaced it). */
export const generatedAliasOf = (tenant: Pick<Tenant, 'alias' | 'generatedAlias'>): string =>
  tenant.generatedAlias ?? tenant.alias;

const sameAlias = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Claims an alias for the organisation: taken by another one, it fails with the "taken" message. */
const claimAliasWrite = (tenantId: string, alias: string): TxWrite => ({
  Put: {
    Item: tableItem(keys.alias(alias), 'alias', { tenantId }),
    ConditionExpression: 'attribute_not_exists(PK) OR tenantId = :me',
    ExpressionAttributeValues: { ':me': tenantId },
  },
  failure: dataConflict(aliasTexts.taken),
});

/** Gives up an alias the organisation holds (never the generated one, which stays reserved for it). */
const releaseAliasWrite = (tenantId: string, alias: string): TxWrite => ({
  Delete: {
    Key: keys.alias(alias),
    ConditionExpression: 'tenantId = :me',
    ExpressionAttributeValues: { ':me': tenantId },
  },
  failure: dataConflict(),
});

/** Moves the tenant's alias from what was read to `alias`; a change made in between is a conflict. */
const moveAliasWrite = (tenant: Tenant, alias: string): TxWrite => ({
  Update: {
    Key: keys.tenant(tenant.tenantId),
    UpdateExpression: 'SET #alias = :alias, generatedAlias = :generated',
    ConditionExpression: '#alias = :seen',
    ExpressionAttributeNames: { '#alias': 'alias' },
    ExpressionAttributeValues: { ':alias': alias, ':generated': generatedAliasOf(tenant), ':seen': tenant.alias },
  },
  failure: dataConflict(),
});

/**
 * Writes that move the public form to `alias` at once: the alias is claimed (unique across the
 * product, case-insensitive), the tenant points at it, and a previously chosen alias is given up.
 * The generated alias stays claimed, so that deleting the chosen one can always fall back to it.
 */
export function setAliasWrites(tenant: Tenant, alias: string): TxWrite[] {
  const generated = generatedAliasOf(tenant);
  const writes = [claimAliasWrite(tenant.tenantId, alias), moveAliasWrite(tenant, alias)];
  if (!sameAlias(tenant.alias, alias) && !sameAlias(tenant.alias, generated))
    writes.push(releaseAliasWrite(tenant.tenantId, tenant.alias));
  return writes;
}

/** Writes that return the form to the generated alias, giving up the chosen one; nothing when there is none. */
export function restoreGeneratedAliasWrites(tenant: Tenant): TxWrite[] {
  const generated = generatedAliasOf(tenant);
  if (tenant.alias === generated) return [];
  const writes = [moveAliasWrite(tenant, generated)];
  if (!sameAlias(tenant.alias, generated)) writes.push(releaseAliasWrite(tenant.tenantId, tenant.alias));
  return writes;
}

/** Which Settings file: its attribute on the tenant item. */
export type SettingsFileKind = 'logo' | 'statement';
const fileAttribute: Record<SettingsFileKind, 'logo' | 'accessibilityStatement'> = {
  logo: 'logo',
  statement: 'accessibilityStatement',
};

export const settingsFileOf = (tenant: Tenant, kind: SettingsFileKind): SettingsFile | null =>
  tenant[fileAttribute[kind]] ?? null;

/** An upload to Settings under way: accepted by its completion, or forgotten when it expires. */
export interface SettingsUpload {
  tenantId: string;
  fileId: string;
  kind: SettingsFileKind;
  name: string;
  size: number;
  s3Key: string;
  createdAt: string;
  expiresAt: string;
}

export async function putSettingsUpload(upload: SettingsUpload): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.settingsUpload(upload.tenantId, upload.fileId), 'settingsUpload', {
        ...upload,
        expiresAtEpoch: epochSeconds(upload.expiresAt),
      }),
    }),
  );
}

export const settingsUploadItem = itemSchema<SettingsUpload>(
  'settingsUpload',
  z.object({
    tenantId: z.string(),
    fileId: z.string(),
    kind: z.enum(['logo', 'statement']),
    name: z.string(),
    size: z.number(),
    s3Key: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
  }),
);

/** The organisation a PIN belongs to. */
export const phonePinClaimItem = itemSchema('phonePinClaim', z.object({ tenantId: z.string() }));
/** The organisation a report address belongs to. */
export const reportAddressClaimItem = itemSchema(
  'reportAddressClaim',
  z.object({ tenantId: z.string(), address: z.string() }),
);

/** An upload of the organisation that has not expired, or null (also for another organisation's id). */
export async function getSettingsUpload(
  tenantId: string,
  fileId: string,
  now = new Date(),
): Promise<SettingsUpload | null> {
  const upload = await getItem(keys.settingsUpload(tenantId, fileId), settingsUploadItem);
  return upload && Date.parse(upload.expiresAt) > now.getTime() ? upload : null;
}

/** The condition that the tenant's file is still the one read (`seen`), or still absent. */
function sameFile(kind: SettingsFileKind, seen: SettingsFile | null) {
  return seen
    ? { ConditionExpression: '#file.fileId = :seen', values: { ':seen': seen.fileId } }
    : { ConditionExpression: `${tenantExists} AND attribute_not_exists(#file)`, values: {} };
}

/**
 * Writes that make an accepted upload the organisation's file of its kind, replacing `seen` (the
 * file read before): the upload is used once, and a replacement made meanwhile is a conflict.
 */
export function acceptSettingsFileWrites(
  upload: SettingsUpload,
  file: SettingsFile,
  seen: SettingsFile | null,
): TxWrite[] {
  const condition = sameFile(upload.kind, seen);
  return [
    {
      Delete: { Key: keys.settingsUpload(upload.tenantId, upload.fileId), ConditionExpression: 'attribute_exists(PK)' },
      failure: dataNotFound(),
    },
    {
      Update: {
        Key: keys.tenant(upload.tenantId),
        UpdateExpression: 'SET #file = :file',
        ConditionExpression: condition.ConditionExpression,
        ExpressionAttributeNames: { '#file': fileAttribute[upload.kind] },
        ExpressionAttributeValues: { ':file': file, ...condition.values },
      },
      failure: dataConflict(),
    },
  ];
}

/** Removes the organisation's file of a kind, the one read; removed meanwhile, it is a 404. */
export const removeSettingsFileWrite = (tenantId: string, kind: SettingsFileKind, seen: SettingsFile): TxWrite => ({
  Update: {
    Key: keys.tenant(tenantId),
    UpdateExpression: 'REMOVE #file',
    ConditionExpression: '#file.fileId = :seen',
    ExpressionAttributeNames: { '#file': fileAttribute[kind] },
    ExpressionAttributeValues: { ':seen': seen.fileId },
  },
  failure: dataNotFound(),
});

/** The additional types as stored; an organisation that never set them has both off. */
export const channelsOf = (tenant: Tenant): TenantChannels =>
  tenant.channels ?? {
    phone: { enabled: false, categoryId: null, phoneNumber: null, pin: null },
    email: { enabled: false, categoryId: null, address: null },
  };

/** A PIN another organisation holds: the handler draws another. */
export class PinTakenError extends DataError {}

/** Claims a new PIN for the organisation (unique across the product). */
export const claimPinWrite = (tenantId: string, pin: string): TxWrite => ({
  Put: {
    Item: tableItem(keys.phonePin(pin), 'phonePinClaim', { tenantId }),
    ConditionExpression: 'attribute_not_exists(PK)',
  },
  failure: new PinTakenError('CONFLICT', channelTexts.pinUnavailable),
});

/** The organisation a PIN belongs to (the phone channel, issue #20). */
export async function getTenantIdByPin(pin: string): Promise<string | null> {
  return (await getItem(keys.phonePin(pin), phonePinClaimItem, { consistent: false }))?.tenantId ?? null;
}

/**
 * Claims the e-mail type's report address for the organisation (unique across the product: two
 * organisations cannot receive the same mail); held by another, it is the "address taken" conflict.
 */
export const claimReportAddressWrite = (tenantId: string, address: string): TxWrite => ({
  Put: {
    Item: tableItem(keys.reportAddress(address), 'reportAddressClaim', { tenantId, address: address.toLowerCase() }),
    ConditionExpression: 'attribute_not_exists(PK) OR tenantId = :me',
    ExpressionAttributeValues: { ':me': tenantId },
  },
  failure: dataConflict(channelTexts.emailAddressTaken),
});

/** Gives up a report address the organisation held (only its own claim). */
export const releaseReportAddressWrite = (tenantId: string, address: string): TxWrite => ({
  Delete: {
    Key: keys.reportAddress(address),
    ConditionExpression: 'attribute_not_exists(PK) OR tenantId = :me',
    ExpressionAttributeValues: { ':me': tenantId },
  },
  failure: dataConflict(),
});

/** The organisation whose e-mail type uses this address (any case), or null (the e-mail channel). */
export async function getTenantIdByReportAddress(address: string): Promise<string | null> {
  return (await getItem(keys.reportAddress(address), reportAddressClaimItem))?.tenantId ?? null;
}

/**
 * Stores the additional types. The PIN is the one read (`seenPin`): two first enablings at once
 * cannot both give one, the second is a conflict.
 */
export const channelsWrite = (tenantId: string, channels: TenantChannels, seenPin: string | null): TxWrite => ({
  Update: {
    Key: keys.tenant(tenantId),
    UpdateExpression: 'SET channels = :channels',
    ConditionExpression: seenPin
      ? 'channels.phone.pin = :seen'
      : `${tenantExists} AND (attribute_not_exists(channels.phone.pin) OR attribute_type(channels.phone.pin, :nullType))`,
    ExpressionAttributeValues: { ':channels': channels, ...(seenPin ? { ':seen': seenPin } : { ':nullType': 'NULL' }) },
  },
  failure: dataConflict(),
});

/** Stores one of the organisation's settings that is a whole attribute of its item. */
const settingWrite = (tenantId: string, attribute: string, value: unknown): TxWrite => ({
  Update: {
    Key: keys.tenant(tenantId),
    UpdateExpression: 'SET #setting = :setting',
    ConditionExpression: tenantExists,
    ExpressionAttributeNames: { '#setting': attribute },
    ExpressionAttributeValues: { ':setting': value },
  },
  failure: dataNotFound(),
});

/** Stores the antivirus toggles. */
export const securityWrite = (tenantId: string, security: SecuritySettings): TxWrite =>
  settingWrite(tenantId, 'security', security);

/** Stores the voice messages' settings. */
export const voiceMessagesWrite = (tenantId: string, voiceMessages: VoiceMessageSettings): TxWrite =>
  settingWrite(tenantId, 'voiceMessages', voiceMessages);

/** Stores the rules ('Reguły'). */
export const rulesWrite = (tenantId: string, rules: RuleSettings): TxWrite => settingWrite(tenantId, 'rules', rules);

/** The rules as stored, the defaults (every rule off) for an organisation that never set them. */
export const rulesOf = (tenant: Tenant): RuleSettings => ({
  acknowledgement: tenant.rules?.acknowledgement ?? defaultRuleSettings.acknowledgement,
  escalation: tenant.rules?.escalation ?? defaultRuleSettings.escalation,
});

/** The template a report received now is acknowledged with, or null while the rule is off (or has no text). */
export const acknowledgementAtReceipt = (tenant: Tenant): AcknowledgementTemplateRef | null => {
  const rule = rulesOf(tenant).acknowledgement;
  return rule.enabled ? rule.template : null;
};

/** Voice messages as stored, the defaults (off) for an organisation that never set them. */
export const voiceMessagesOf = (tenant: Tenant): VoiceMessageSettings =>
  tenant.voiceMessages ?? defaultVoiceMessageSettings;

/** Whether the form offers voice messages: enabled, and the package includes them. */
export const voiceMessagesOffered = (tenant: Tenant): boolean =>
  voiceMessagesOf(tenant).enabled && packageOf(tenant.licence).voiceMessages;

/** Stores the organisation's text on external reports, or removes it (`null`). */
export const externalChannelsNoteWrite = (tenantId: string, note: ExternalChannelsNote | null): TxWrite => ({
  Update: {
    Key: keys.tenant(tenantId),
    UpdateExpression: note ? 'SET #note = :note' : 'REMOVE #note',
    ConditionExpression: tenantExists,
    ExpressionAttributeNames: { '#note': 'externalChannelsNote' },
    ...(note ? { ExpressionAttributeValues: { ':note': note } } : {}),
  },
  failure: dataNotFound(),
});

/** Forgets an upload to Settings refused for good (an infected file); one used meanwhile is a 404. */
export const forgetSettingsUploadWrite = (upload: Pick<SettingsUpload, 'tenantId' | 'fileId'>): TxWrite => ({
  Delete: { Key: keys.settingsUpload(upload.tenantId, upload.fileId), ConditionExpression: 'attribute_exists(PK)' },
  failure: dataNotFound(),
});
