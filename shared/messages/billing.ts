import { commonTexts } from './common.js';
import { pageTitleTexts } from './page-titles.js';
import { listTableTexts } from './report-lists.js';
import { companyDataTexts } from './settings.js';
import { licenceBlockedTexts } from './back-office.js';
/**
 * Rozliczenia: Subscription, Orders, the payment summary and invoices.
 * Texts the spec quotes are copied letter for letter; the rest are ours.
 */

/** 1 → miesiąc, 12 → rok, otherwise N months in Polish (2–4 miesiące, 5+ miesięcy; 22–24 miesiące). */
export function periodLabel(months: number): string {
  if (months === 1) return 'miesiąc';
  if (months === 12) return 'rok';
  const lastDigit = months % 10;
  const lastTwo = months % 100;
  const few = lastDigit >= 2 && lastDigit <= 4 && !(lastTwo >= 12 && lastTwo <= 14);
  return `${months} ${few ? 'miesiące' : 'miesięcy'}`;
}

/** What a subscription is bought for (the order form, the orders table, the payment summary). */
const SUBSCRIPTION_PERIOD = 'Okres';

export const billingTexts = {
  subscriptionTitle: pageTitleTexts.pages.subscription,
  ordersTitle: pageTitleTexts.pages.orders,
  orderInfoTitle: 'Podsumowanie płatności',
  // The spec writes 'admministrator' (a typo; tests/unit/spec-words.test.ts).
  noAccessTitle: 'Brak dostępu!',
  mainAdminOnly: 'Do tych treści ma dostęp jedynie administrator główny.',
  internalSales: 'Brak dostępu do zakładki.',
  fieldRequired: commonTexts.fieldRequired,
  invoiceDataMissing: 'Brak uzupełnionych danych firmy/instytucji do faktury. Uzupełnij dane i spróbuj ponownie.',
  paymentCreateError: 'Błąd tworzenia płatności!',

  invoiceDataCard: 'Dane do faktury',
  accountCard: 'Dane konta',
  companyName: companyDataTexts.name,
  companyAddress: companyDataTexts.address,
  companyZipCode: companyDataTexts.zipCode,
  companyCity: companyDataTexts.city,
  nip: 'NIP',
  missing: 'brak',
  goToSettings: 'Uzupełnij dane w Ustawieniach',
  accountStatus: commonTexts.status,
  accountActive: 'aktywne',
  accountInactive: 'nieaktywne',
  currentPackage: companyDataTexts.package,
  validTo: 'Ważne do',
  trial: 'okres próbny',

  pricingTitle: 'Cennik',
  features: {
    accounts: 'Liczba kont',
    forms: 'Formularze',
    emails: 'Zgłoszenia e-mailem',
    phones: 'Zgłoszenia telefoniczne',
    smsNotifications: 'Powiadomienia SMS',
    smsAuth: 'Dwuetapowe logowanie administratora (SMS)',
    externalSend: 'Przekazywanie zgłoszeń do organów zewnętrznych',
    onlineTraining: 'Szkolenie online',
  },
  unlimited: 'bez limitu',
  yes: 'tak',
  no: 'nie',
  net: 'netto',
  gross: 'brutto',
  vat: 'VAT 23%',
  priceFor: (period: string) => `za ${period}`,
  beforeDiscount: 'cena przed rabatem',
  discountApplied: (percent: number, partner: string | null) =>
    `Rabat ${percent}%${partner ? ` (partner: ${partner})` : ''}`,

  orderPanel: 'Zamów subskrypcję',
  packageLabel: companyDataTexts.package,
  periodLabel: SUBSCRIPTION_PERIOD,
  paymentMethodLabel: 'Metoda płatności',
  discountCodeLabel: 'Kod rabatowy',
  checkDiscountCode: 'Sprawdź kod',
  discountCodeEmpty: 'Wpisz kod rabatowy',
  discountNotChecked: 'Sprawdź kod rabatowy przed złożeniem zamówienia.',
  orderSummary: 'Do zapłaty',
  placeOrder: 'Zamawiam i płacę',
  confirmOrderTitle: 'Potwierdź zamówienie',
  confirmOrderText: (packageName: string, period: string, gross: string) =>
    `Czy na pewno zamówić pakiet ${packageName} na ${period} za ${gross} brutto? Nastąpi przejście do serwisu płatności Przelewy24.`,
  confirm: 'Zamów',
  cancel: commonTexts.cancel,
  upgradeNote:
    'Zakup wyższego pakietu skraca bieżącą subskrypcję: niewykorzystana wartość bieżącego okresu zamienia się na dni nowego pakietu, a nowy okres zaczyna się po nich. Niższy pakiet zaczyna się po zakończeniu bieżącego.',
  sellerTitle: 'Dane sprzedawcy',
  paymentMethods: { przelewy24: 'Przelewy24' } as Record<string, string>,

  // Orders table
  orderColumns: {
    number: 'Lp.',
    package: companyDataTexts.package,
    period: SUBSCRIPTION_PERIOD,
    net: 'Netto',
    gross: 'Brutto',
    purchaseTime: 'Data zamówienia',
    status: 'Status płatności',
  },
  ordersEmpty: 'Brak zamówień.',
  actionCheck: 'Sprawdź',
  actionInvoice: 'Faktura',
  actionPay: 'Zapłać',
  orderRowName: (date: string) => `zamówienie z ${date}`,
  rowsPerPage: listTableTexts.pageSize,
  allRows: listTableTexts.allRows,
  actionsColumn: listTableTexts.actions,

  // Payment statuses
  statusNames: {
    1: 'Oczekuje na płatność',
    3: 'Płatność w toku',
    4: 'Opłacone',
    6: 'Brak płatności',
  } as Record<number, string>,
  statusDescriptions: {
    1: 'Zamówienie zapisano, ale serwis płatności nie zarejestrował płatności. Złóż zamówienie ponownie.',
    3: 'Czekamy na potwierdzenie płatności od Przelewy24. Strona sprawdza status co 10 sekund.',
    4: 'Płatność potwierdzona. Licencja została przedłużona, a faktura jest gotowa do pobrania.',
    6: 'Nie otrzymaliśmy potwierdzenia płatności (płatność przerwana lub nieudana). Jeśli płatność została wykonana, status zmieni się po nadejściu potwierdzenia; możesz też zapłacić ponownie z listy zamówień.',
  } as Record<number, string>,
  orderInfoPackage: companyDataTexts.package,
  orderInfoPeriod: SUBSCRIPTION_PERIOD,
  orderInfoStatus: commonTexts.status,
  downloadInvoice: 'Pobierz fakturę',
  toOrders: 'Przejdź do zamówień',
  pollingStopped: 'Zakończono sprawdzanie statusu płatności.',

  // Server answers
  orderNotFound: 'Nie znaleziono zamówienia.',
  /** The pricing table's first column (rows name what a package gives), for screen readers. */
  featuresColumn: 'Zawartość pakietu',
  invoiceNotReady: 'Faktura dla tego zamówienia nie jest jeszcze gotowa.',
  discountInvalid: 'Nieprawidłowy kod rabatowy.',
  discountNotYetValid: 'Kod rabatowy nie jest jeszcze aktywny.',
  discountExpired: 'Kod rabatowy wygasł.',
  discountUsed: 'Kod rabatowy został już wykorzystany.',
  badPackage: 'Nieznany pakiet.',
  badPeriod: 'Nieobsługiwany okres subskrypcji.',
  badPaymentMethod: 'Nieobsługiwana metoda płatności.',
  orderAlreadySettled: 'Płatność tego zamówienia została już rozliczona.',
  notificationRefused: 'Odrzucono powiadomienie o płatności.',
  notificationReplayed: 'Powiadomienie o tej płatności zostało już przetworzone.',
  paymentNotVerified: 'Przelewy24 nie potwierdziło płatności.',
  providerUnavailable: 'Serwis płatności jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
  paymentDescription: (packageName: string, period: string) => `Ostoja — pakiet ${packageName}, ${period}`,
} as const;

/** What the invoice PDF says (ours). */
export const invoiceTexts = {
  title: (number: string) => `Faktura VAT nr ${number}`,
  issueDate: 'Data wystawienia',
  saleDate: 'Data sprzedaży',
  servicePeriod: 'Okres świadczenia usługi',
  paymentDate: 'Data zapłaty',
  paymentMethod: 'Sposób zapłaty: Przelewy24 (zapłacono)',
  seller: 'Sprzedawca',
  buyer: 'Nabywca',
  nip: 'NIP',
  ordinal: 'Lp.',
  item: 'Nazwa usługi',
  unitOfMeasure: 'J.m.',
  quantity: 'Ilość',
  unitNet: 'Cena jedn. netto',
  net: 'Wartość netto',
  vatRate: 'Stawka VAT',
  vat: 'Kwota VAT',
  gross: 'Wartość brutto',
  total: 'Razem',
  toPay: 'Zapłacono',
  itemName: (packageName: string, period: string, from: string, to: string) =>
    `Subskrypcja Ostoja — pakiet ${packageName}, ${period} (${from} – ${to})`,
  /** The unit of measure of a subscription (art. 106e ust. 1 pkt 8): one service. */
  unit: 'usł.',
  fileName: (number: string) => `${number.replace(/\//g, '-')}.pdf`,
} as const;

/** The e-mails of the licence-expiry job. */
export const licenceMailTexts = {
  reminderSubject: (days: number) =>
    days === 0 ? 'Licencja Ostoja kończy się dzisiaj' : `Licencja Ostoja kończy się za ${days} dni`,
  reminderBody: (organisation: string, validTo: string) =>
    `Licencja organizacji ${organisation} w Ostoi jest ważna do ${validTo}. Po tym terminie konto zostanie zablokowane, a formularz zgłoszeń przestanie przyjmować zgłoszenia. Przedłuż subskrypcję w zakładce Rozliczenia → Subskrypcja.`,
  endedSubject: 'Licencja Ostoja wygasła',
  endedBody: (organisation: string) =>
    `Licencja organizacji ${organisation} w Ostoi wygasła. Konto jest zablokowane, a formularz zgłoszeń nie przyjmuje zgłoszeń. Zgłoszenia i dane pozostają zachowane; po opłaceniu subskrypcji w zakładce Rozliczenia → Subskrypcja konto odblokuje się od razu.`,
  link: licenceBlockedTexts.billing,
} as const;
