/**
 * The operator's sub-processors (art. 28(2) and (4) GDPR): who else processes the organisations'
 * data, for what and where. One definition, printed into the data processing agreement and the
 * DPIA (shared/documents/gdpr-documents.ts). The AWS regions are the deployment's
 * (infra/environments.ts, infra/config.ts: the primary region, the disaster-recovery region and
 * the edge stack's us-east-1); tests/infra/sub-processors.test.ts keeps them in step.
 */

/** An AWS region the product uses, and what it holds there. */
export interface ProcessingRegion {
  code: string;
  place: string;
  holds: string;
}

export const awsRegions = {
  primary: {
    code: 'eu-central-1',
    place: 'Frankfurt nad Menem, Niemcy',
    holds:
      'region podstawowy: baza danych, zaszyfrowane zgłoszenia i pliki, funkcje aplikacji, wysyłka e-mail (Amazon SES) i SMS (Amazon SNS)',
  },
  disasterRecovery: {
    code: 'eu-west-1',
    place: 'Dublin, Irlandia',
    holds: 'region zapasowy (disaster recovery): kopie bazy danych i plików na wypadek awarii regionu podstawowego',
  },
  edge: {
    code: 'us-east-1',
    place: 'Wirginia Północna, USA',
    holds:
      'wyłącznie konfiguracja sieci dostarczania treści (Amazon CloudFront): certyfikat TLS i reguły zapory (AWS WAF); bez przechowywania zgłoszeń ani danych osobowych',
  },
} as const satisfies Record<string, ProcessingRegion>;

export interface SubProcessor {
  name: string;
  address: string;
  /** What it does for the operator. */
  service: string;
  /** Whose data it sees. */
  data: string;
  regions: readonly ProcessingRegion[];
  /** The safeguard of a transfer outside the EEA, when there is one. */
  transferSafeguard?: string;
}

const AWS = { name: 'Amazon Web Services EMEA SARL', address: '38 Avenue John F. Kennedy, L-1855 Luksemburg' } as const;

export const subProcessors: readonly SubProcessor[] = [
  {
    ...AWS,
    service:
      'infrastruktura chmurowa: hosting aplikacji, baza danych, przechowywanie plików, wysyłka wiadomości e-mail',
    data: 'wszystkie dane powierzone; treść zgłoszeń wyłącznie w postaci zaszyfrowanej w przeglądarce (bez dostępu do kluczy)',
    regions: [awsRegions.primary, awsRegions.disasterRecovery, awsRegions.edge],
    transferSafeguard:
      'standardowe klauzule umowne (decyzja Komisji (UE) 2021/914) i certyfikacja EU-US Data Privacy Framework dostawcy',
  },
  {
    ...AWS,
    service: 'dostawca SMS (Amazon SNS): kody logowania i powiadomienia SMS dla personelu organizacji',
    data: 'numery telefonów personelu i treść SMS (bez treści zgłoszeń)',
    regions: [awsRegions.primary],
  },
  {
    name: 'PayPro S.A. (Przelewy24)',
    address: 'ul. Pastelowa 8, 60-198 Poznań',
    service: 'dostawca płatności: obsługa płatności za licencję',
    data: 'dane płatnika (nazwa, adres e-mail, dane transakcji); bez danych zgłoszeń',
    regions: [{ code: 'PL', place: 'Polska', holds: 'systemy dostawcy płatności' }],
  },
];

/** A sub-processor as one line of a document's list. */
export const subProcessorLine = (processor: SubProcessor): string => {
  const where = processor.regions.map((region) => `${region.code} (${region.place}) – ${region.holds}`).join('; ');
  const safeguard = processor.transferSafeguard ? ` Przekazanie poza EOG: ${processor.transferSafeguard}.` : '';
  return `${processor.name}, ${processor.address} – ${processor.service}. Dane: ${processor.data}. Lokalizacje: ${where}.${safeguard}`;
};
