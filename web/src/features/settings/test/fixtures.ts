import { defaultRuleSettings } from '@shared/domain/rules.js';
import type { Settings } from '@shared/contracts/settings/schemas.js';

/** Settings as `GET /api/settings` gives them to the main administrator of an organisation on Premium. */
export function settingsFixture(overrides: Partial<Settings> = {}): Settings {
  return {
    company: {
      companyName: 'Fundacja Łąka',
      companyAddress: 'ul. Polna 1',
      companyZipCode: '00-001',
      companyCity: 'Warszawa',
      nip: null,
      isActive: true,
      validTo: '2027-01-15T09:30:00.000Z',
      packageName: 'Premium',
    },
    logo: null,
    form: { alias: 'fundacja-laka-x1y2', generatedAlias: 'fundacja-laka-x1y2', isCustom: false },
    accessibilityStatement: null,
    channels: {
      phoneAvailable: true,
      emailAvailable: true,
      phone: { enabled: false, category: null, phoneNumber: null, pin: null },
      email: { enabled: false, category: null, address: null, receivingDomain: 'reports.ostoja.local' },
      categories: [
        { id: '5d1c6a0e-3d41-4c55-9f0e-6c3a8e1f2b01', name: 'Zgłoszenia wewnętrzne' },
        { id: '5d1c6a0e-3d41-4c55-9f0e-6c3a8e1f2b02', name: 'Zgłoszenia zewnętrzne' },
      ],
    },
    security: { adminFilesAntivirusScan: false, reporterFilesAntivirusScan: false, requireSecondFactor: false },
    voiceMessages: { enabled: false, disguise: 'reporterChooses', maxMinutes: 10, available: true },
    externalChannelsNote: null,
    rules: {
      acknowledgement: { enabled: false, version: null, texts: null },
      escalation: defaultRuleSettings.escalation,
    },
    canEdit: true,
    ...overrides,
  };
}
