import * as z from 'zod';
import {
  ZKekEnvelope,
  ZPublicKeyEnvelope,
  type KekEnvelope,
  type PublicKeyEnvelope,
} from '@shared/crypto/envelopes.js';
import { translationLanguages } from '@shared/domain/category-translations.js';
import type { ExternalChannelsNote } from '@shared/domain/external-channels-note.js';
import type { ProcedurePublication } from '@shared/domain/procedure.js';
import type { RuleSettings } from '@shared/domain/rules.js';
import type { SecuritySettings } from '@shared/domain/settings.js';
import { disguisePolicies, type VoiceMessageSettings } from '@shared/domain/voice-messages.js';
import type { Licence } from '@shared/domain/tenant.js';
import { DataError, dataConflict, dataNotFound } from './data-error.js';
import { entityVersions, madeByUpdate, tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema, queryItems } from './query.js';
import type { ReadWithCaller } from './read-with-caller.js';
import type { TxWrite } from './transact.js';

export interface OrganisationKeys {
  publicKey: string;
  kid: string;
  /** The organisation private key under the recovery key (printed once at registration). */
  wrappedForRecovery: KekEnvelope;
  /** The metadata key (labels and other list data) wrapped for the organisation public key. */
  wrappedMetadataKey: PublicKeyEnvelope;
}

export interface Tenant {
  tenantId: string;
  name: string;
  alias: string;
  address?: string;
  zipCode?: string;
  city?: string;
  licence: Licence;
  internalSales: boolean;
  createdAt: string;
  keys?: OrganisationKeys;
  /** Moved by every change of `licence` (billing): two changes of it never overwrite each other. */
  licenceRevision?: number;
  /** Settings (tenant-settings.ts): the NIP, logo, statement, additional types, security. */
  nip?: string | null;
  /** The alias given at registration, kept once a chosen alias replaced it (delete returns to it). */
  generatedAlias?: string;
  logo?: SettingsFile;
  accessibilityStatement?: SettingsFile;
  channels?: TenantChannels;
  security?: SecuritySettings;
  /** Voice messages (tenant-settings.ts `voiceMessagesOf`); absent: off, with the defaults. */
  voiceMessages?: VoiceMessageSettings;
  /** 'Reguły' (tenant-settings.ts `rulesOf`); absent: every rule off (escalations absent: off). */
  rules?: Omit<RuleSettings, 'escalation'> & { escalation?: RuleSettings['escalation'] };
  /** The organisation's own text under the explanation of external reports (tenant-settings.ts). */
  externalChannelsNote?: ExternalChannelsNote;
  /** First steps (shared/domain/setup.ts): the recovery key marked as kept, by whom, and whether the browser checked it. */
  recoveryKeyConfirmation?: RecoveryKeyConfirmation;
  /** First steps: when the public form's link was first copied from the checklist. */
  formLinkCopiedAt?: string;
  /** The internal procedure's published versions (procedures.ts): the form links the one in force. */
  procedurePublications?: ProcedurePublication[];
}

/** A file of Settings (the logo, the accessibility statement), kept under `settings/`. */
export interface SettingsFile {
  fileId: string;
  name: string;
  size: number;
  s3Key: string;
  uploadedAt: string;
}

/** The additional report types; the PIN, once given, stays with the organisation. */
export interface TenantChannels {
  phone: { enabled: boolean; categoryId: string | null; phoneNumber: string | null; pin: string | null };
  email: { enabled: boolean; categoryId: string | null; address: string | null };
}

export interface RecoveryKeyConfirmation {
  at: string;
  userId: string;
  /** The typed key opened the organisation's recovery envelope in the administrator's browser. */
  verified: boolean;
}

export interface Counters {
  new: number;
  open: number;
  archived: number;
  staffUsers: number;
  categories: number;
}

const settingsFile = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number(),
  s3Key: z.string(),
  uploadedAt: z.string(),
});

const storedEscalation = z.object({ enabled: z.boolean(), days: z.number() });

export const tenantItem = itemSchema<Tenant>(
  'tenant',
  z.object({
    tenantId: z.string(),
    name: z.string(),
    alias: z.string(),
    address: z.string().optional(),
    zipCode: z.string().optional(),
    city: z.string().optional(),
    licence: z.object({
      packageId: z.string(),
      validTo: z.string(),
      periods: z
        .array(z.object({ packageId: z.string(), from: z.string(), to: z.string(), dailyNet: z.number() }))
        .optional(),
    }),
    internalSales: z.boolean(),
    createdAt: z.string(),
    keys: z
      .object({
        publicKey: z.string(),
        kid: z.string(),
        wrappedForRecovery: ZKekEnvelope,
        wrappedMetadataKey: ZPublicKeyEnvelope,
      })
      .optional(),
    licenceRevision: z.number().optional(),
    nip: z.string().nullable().optional(),
    generatedAlias: z.string().optional(),
    logo: settingsFile.optional(),
    accessibilityStatement: settingsFile.optional(),
    channels: z
      .object({
        phone: z.object({
          enabled: z.boolean(),
          categoryId: z.string().nullable(),
          phoneNumber: z.string().nullable(),
          pin: z.string().nullable(),
        }),
        email: z.object({ enabled: z.boolean(), categoryId: z.string().nullable(), address: z.string().nullable() }),
      })
      .optional(),
    security: z
      .object({
        adminFilesAntivirusScan: z.boolean(),
        reporterFilesAntivirusScan: z.boolean(),
        // Added later: absent on organisations that saved Security before it existed.
        requireSecondFactor: z.boolean().default(false),
      })
      .optional(),
    voiceMessages: z
      .object({ enabled: z.boolean(), disguise: z.enum(disguisePolicies), maxMinutes: z.number() })
      .optional(),
    rules: z
      .object({
        acknowledgement: z.object({
          enabled: z.boolean(),
          template: z.object({ templateId: z.string(), version: z.number() }).nullable(),
        }),
        escalation: z
          .object({ unopened: storedEscalation, unassigned: storedEscalation, feedbackReminder: storedEscalation })
          .optional(),
      })
      .optional(),
    externalChannelsNote: z
      .object({ text: z.string(), translations: z.partialRecord(z.enum(translationLanguages), z.string()).optional() })
      .optional(),
    recoveryKeyConfirmation: z.object({ at: z.string(), userId: z.string(), verified: z.boolean() }).optional(),
    formLinkCopiedAt: z.string().optional(),
    procedurePublications: z.array(z.object({ version: z.number(), inForceFrom: z.string() })).optional(),
  }),
);

/** The organisation (its tenant id) under an alias. */
export const aliasItem = itemSchema('alias', z.object({ tenantId: z.string() }));
/** An organisation listed in the directory. */
export const tenantDirectoryItem = itemSchema('tenantDirectoryEntry', z.object({ tenantId: z.string() }));

/**
 * Counters start at zero: one a write never moved yet reads 0. Besides the organisation's own,
 * the item keeps its report counts (`newMessages` too: reports.ts, report-lists.ts).
 */
export const countersItem = itemSchema<Counters & { newMessages: number }>(
  'counters',
  z.object({
    new: z.number().default(0),
    open: z.number().default(0),
    archived: z.number().default(0),
    newMessages: z.number().default(0),
    staffUsers: z.number().default(0),
    categories: z.number().default(0),
  }),
);

export async function getTenant(tenantId: string, options: { consistent?: boolean } = {}): Promise<Tenant | null> {
  return getItem(keys.tenant(tenantId), tenantItem, { consistent: options.consistent ?? false });
}

/** The tenant whose public form answers at `/form/{alias}`. */
export async function getTenantIdByAlias(alias: string): Promise<string | null> {
  return (await getItem(keys.alias(alias), aliasItem, { consistent: false }))?.tenantId ?? null;
}

const countersOf = (item: Record<string, unknown> | undefined): Counters =>
  countersItem.parse(item ?? { entity: countersItem.entity, v: entityVersions.counters });

export async function getCounters(tenantId: string): Promise<Counters> {
  return (await getItem(keys.counters(tenantId), countersItem, { consistent: false })) ?? countersOf(undefined);
}

/** The organisation's counters, read with the caller by the endpoints that show them (lib/handler.ts `readWithCaller`). */
export const countersWithCaller: ReadWithCaller<Counters> = {
  key: (tenantId) => keys.counters(tenantId),
  from: countersOf,
};

/** Adds `by` to one counter inside a transaction; `atLeast` makes it fail below a floor. */
export function counterWrite(tenantId: string, counter: keyof Counters, by: number, atLeast?: number): TxWrite {
  return {
    Update: {
      Key: keys.counters(tenantId),
      UpdateExpression: `SET ${madeByUpdate('counters').set} ADD #c :by`,
      ExpressionAttributeNames: { '#c': counter },
      ExpressionAttributeValues: {
        ':by': by,
        ...madeByUpdate('counters').values,
        ...(atLeast !== undefined ? { ':min': atLeast } : {}),
      },
      ...(atLeast !== undefined ? { ConditionExpression: '#c >= :min' } : {}),
    },
  };
}

/** Checks inside a transaction, changing nothing, that a counter is at least `atLeast`. */
export const counterCheck = (tenantId: string, counter: keyof Counters, atLeast: number): TxWrite => ({
  ConditionCheck: {
    Key: keys.counters(tenantId),
    ConditionExpression: '#c >= :min',
    ExpressionAttributeNames: { '#c': counter },
    ExpressionAttributeValues: { ':min': atLeast },
  },
});

/** Writes of a new organisation: tenant, its directory entry, alias claim (fails if taken) and counters. */
export function newTenantWrites(tenant: Tenant, counters: Counters): TxWrite[] {
  return [
    {
      Put: {
        Item: tableItem(keys.tenant(tenant.tenantId), 'tenant', tenant),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        Item: tableItem(keys.tenantDirectoryEntry(tenant.tenantId), 'tenantDirectoryEntry', {
          tenantId: tenant.tenantId,
        }),
      },
    },
    {
      Put: {
        Item: tableItem(keys.alias(tenant.alias), 'alias', { tenantId: tenant.tenantId }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        Item: tableItem(keys.counters(tenant.tenantId), 'counters', counters),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

/** Every organisation's id (a job's walk over all of them). */
export async function listTenantIds(): Promise<string[]> {
  return (await queryItems(keys.tenantDirectory(), tenantDirectoryItem)).map((entry) => entry.tenantId);
}

/** Someone else changed the licence meanwhile (a concurrent payment, the expiry job): read it again. */
export const licenceChanged = () => new DataError('CONFLICT', 'licence changed');

/**
 * Replaces the licence (billing: a payment, an operator's extension, the expiry job moving to the
 * next period), only if nobody changed it since `tenant` was read.
 */
export function licenceWrite(tenant: Pick<Tenant, 'tenantId' | 'licenceRevision'>, licence: Licence): TxWrite {
  const revision = tenant.licenceRevision ?? 0;
  return {
    Update: {
      Key: keys.tenant(tenant.tenantId),
      UpdateExpression: 'SET licence = :licence, licenceRevision = :next',
      ConditionExpression:
        revision === 0
          ? 'attribute_exists(PK) AND attribute_not_exists(licenceRevision)'
          : 'licenceRevision = :revision',
      ExpressionAttributeValues: {
        ':licence': licence,
        ':next': revision + 1,
        ...(revision === 0 ? {} : { ':revision': revision }),
      },
    },
    failure: licenceChanged(),
  };
}

/** Marks an organisation internal-sales (no Rozliczenia) or not (the operator's CLI). */
export const internalSalesWrite = (tenantId: string, internalSales: boolean): TxWrite => ({
  Update: {
    Key: keys.tenant(tenantId),
    UpdateExpression: 'SET internalSales = :value',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':value': internalSales },
  },
  failure: new DataError('NOT_FOUND'),
});

/**
 * Records that the recovery key is kept (first steps). A confirmation the browser checked is
 * never replaced by an unchecked one: that condition failing is a conflict (another tab checked
 * the key meanwhile); a missing tenant is not found.
 */
export const recoveryKeyConfirmationWrite = (tenantId: string, confirmation: RecoveryKeyConfirmation): TxWrite => ({
  Update: {
    Key: keys.tenant(tenantId),
    UpdateExpression: 'SET recoveryKeyConfirmation = :c',
    ConditionExpression: confirmation.verified
      ? 'attribute_exists(PK)'
      : 'attribute_exists(PK) AND (attribute_not_exists(recoveryKeyConfirmation) OR recoveryKeyConfirmation.verified = :no)',
    ExpressionAttributeValues: { ':c': confirmation, ...(confirmation.verified ? {} : { ':no': false }) },
  },
  failure: confirmation.verified ? dataNotFound() : dataConflict(),
});

/** Records the first copy of the form's link (first steps); a later copy keeps the first date. */
export const formLinkCopiedWrite = (tenantId: string, at: string): TxWrite => ({
  Update: {
    Key: keys.tenant(tenantId),
    UpdateExpression: 'SET formLinkCopiedAt = if_not_exists(formLinkCopiedAt, :at)',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':at': at },
  },
  failure: dataNotFound(),
});
