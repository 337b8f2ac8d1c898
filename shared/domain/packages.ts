/**
 * The packages an organisation can buy (decided in the billing issue; the spec names none).
 * One definition drives every limit the server enforces: accounts, forms, channels, SMS,
 * external forwarding.
 */
export const packageIds = ['start', 'standard', 'premium'] as const;
export type PackageId = (typeof packageIds)[number];

/** Subscription periods in months, with their net prices in grosze. */
export const subscriptionPeriods = [1, 12, 24] as const;
export type SubscriptionPeriod = (typeof subscriptionPeriods)[number];

export interface PackageDefinition {
  id: PackageId;
  name: string;
  /** Staff accounts, the main administrator included. */
  accountLimit: number;
  /** Categories shown on the public form; null when unlimited. */
  formLimit: number | null;
  emailChannel: boolean;
  phoneChannel: boolean;
  /** Voice messages recorded in the browser (shared/domain/voice-messages.ts). */
  voiceMessages: boolean;
  smsNotifications: boolean;
  smsLogin: boolean;
  externalForwarding: boolean;
  onlineTraining: boolean;
  netPrice: Record<SubscriptionPeriod, number>;
}

export const packages: Record<PackageId, PackageDefinition> = {
  start: {
    id: 'start',
    name: 'Start',
    accountLimit: 3,
    formLimit: 2,
    emailChannel: false,
    phoneChannel: false,
    voiceMessages: false,
    smsNotifications: false,
    smsLogin: true,
    externalForwarding: false,
    onlineTraining: false,
    netPrice: { 1: 7_900, 12: 79_000, 24: 142_000 },
  },
  standard: {
    id: 'standard',
    name: 'Standard',
    accountLimit: 10,
    formLimit: 10,
    emailChannel: true,
    phoneChannel: false,
    voiceMessages: true,
    smsNotifications: true,
    smsLogin: true,
    externalForwarding: true,
    onlineTraining: false,
    netPrice: { 1: 19_900, 12: 199_000, 24: 358_000 },
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    accountLimit: 30,
    formLimit: null,
    emailChannel: true,
    phoneChannel: true,
    voiceMessages: true,
    smsNotifications: true,
    smsLogin: true,
    externalForwarding: true,
    onlineTraining: true,
    netPrice: { 1: 44_900, 12: 449_000, 24: 808_000 },
  },
};

export const isPackageId = (value: string): value is PackageId => (packageIds as readonly string[]).includes(value);

/** The package a licence grants; an unknown id (a package since withdrawn) grants the smallest. */
export const packageOf = (licence: { packageId: string }): PackageDefinition =>
  isPackageId(licence.packageId) ? packages[licence.packageId] : packages.start;
