/** Names of the local resources; the same names are used by every local run and test. */
export const localResources = {
  tableName: 'ostoja',
  filesBucket: 'ostoja-files',
  mailFrom: 'no-reply@ostoja.local',
  /** The notice of replies' neutral sender and SMS sender ID (decision 209): neither names the product. */
  noticeSender: 'Powiadomienie <powiadomienie@powiadomienia.local>',
  noticeSmsSenderId: 'Info',
} as const;

/** The demo's staff accounts by id (the seed makes them; demo reports name them as handlers). */
export const demoStaffIds = { admin: 'demo-admin', user: 'demo-user', auditor: 'demo-auditor' } as const;

/** The demo organisation seeded on first start (also written in the README). */
export const demo = {
  alias: 'demo-firma',
  organisationName: 'Demo Sp. z o.o.',
  adminName: 'Anna Demo',
  adminEmail: 'demo@ostoja.local',
  adminPassword: 'Demo-Ostoja-2026',
  /**
   * The administrator signs in with an authenticator app too (issue #36): this secret (base32) is
   * added to an app by hand or from the QR code `npm start` prints; its backup codes are below.
   */
  adminTotpSecret: 'OSTOJADEMOAPLIKACJAUWIERZYTELNIA',
  /** The administrator's ten backup codes (single use; `npm start` prints one still unused). */
  adminBackupCodes: [
    'annadema2a',
    'annadema2b',
    'annadema2c',
    'annadema2d',
    'annadema2e',
    'annadema2f',
    'annadema2g',
    'annadema2h',
    'annadema2j',
    'annadema2k',
  ],
  /** A second account: Użytkownik, assigned to the internal category only, no archive right. */
  userName: 'Piotr Nowak',
  userEmail: 'uzytkownik@ostoja.local',
  userPassword: 'Demo-Uzytkownik-2026',
  /**
   * A third account: Audytor of the internal category who activated their invitation but was not
   * granted the organisation key yet, so the users panel shows 'Nadaj dostęp'.
   */
  auditorName: 'Ewa Zielińska',
  auditorEmail: 'audytor@ostoja.local',
  auditorPassword: 'Demo-Audytor-2026',
  /**
   * A seeded report of the internal category (open, with a new message) the demo Użytkownik is
   * excluded from ('Wyłącz z dostępu'): the administrator sees it, with the reason, the user finds
   * no trace of it.
   */
  hiddenFromUserIdentifier: 'DEM0-2026-WY',
  hiddenFromUserReason: 'Zgłoszenie dotyczy przełożonego tej osoby.',
  /**
   * What that report's reporter asked in the form ('Nie chcę, aby zgłoszenie widziały te osoby lub
   * stanowiska: …'), encrypted with the report: its page shows it at the top once it is viewed.
   */
  hiddenFromUserRequest: 'Piotr Nowak z działu zakupów — zgłoszenie dotyczy jego przełożonego.',
  /** A seeded report (open, with a conversation) whose reporter inbox opens with these. */
  inboxIdentifier: 'DEM0-2026-AB',
  /** What that report's 'Zaczernienia' put in place of who it concerns. */
  redactionLabel: '[osoba, której dotyczy zgłoszenie]',
  /**
   * That report's 'Świadkowie i dowody', with a passage about someone irrelevant to the case that
   * the administrator marked 'Nieistotne dla sprawy' two days before the seed: deleted at its term.
   */
  witnessStatement:
    'Korespondencja e-mail z marca i kwietnia. Rozmowę słyszała też moja sąsiadka, Ewa Malinowska, która nie pracuje w firmie.',
  irrelevantPassage: 'Rozmowę słyszała też moja sąsiadka, Ewa Malinowska, która nie pracuje w firmie.',
  inboxPassword: 'skrzynka-demo-2026',
  /** The phone channel (Settings → additional types): the number reporters call and its PIN. */
  phoneChannelNumber: '221234567',
  phoneChannelPin: '482915',
  /** A seeded phone report (new, its protocol awaiting the caller) whose caller logs in with these. */
  phoneInboxIdentifier: 'DEM0-2026-TE',
  phoneInboxNumber: '601234567',
  /**
   * The e-mail type (type 3): mail to this address becomes a report in the internal category. One
   * such report is seeded by sending a message through the e-mail channel's own code; its sender's
   * inbox opens with these (what the reply e-mail in the outbox says).
   */
  emailReportAddress: 'demo-firma@reports.ostoja.local',
  emailSender: 'jan.kowalski@example.com',
  emailInboxIdentifier: 'DEM0-2026-EM',
  emailInboxPassword: 'poczta-demo-2026',
  /**
   * The organisation's text under the explanation of external reports (Settings), in Polish and
   * English; no Ukrainian, so the form and the inbox in Ukrainian show the Polish text, said to be Polish.
   */
  /**
   * 'Reguły': the automatic acknowledgement on, with the organisation's text in Polish and
   * Ukrainian (English shows the Polish text, said to be Polish); the inbox report above got
   * its first version at receipt.
   */
  automaticAcknowledgement: {
    templateId: 'b6f1c2d4-5e7a-4b8c-9d0e-1f2a3b4c5d6e',
    version: 1,
    texts: {
      text: 'Dziękujemy za zgłoszenie. Potwierdzamy jego przyjęcie. Zajmie się nim bezstronna osoba, a informację zwrotną o podjętych działaniach przekażemy w tej skrzynce w ciągu 3 miesięcy.',
      translations: {
        uk: 'Дякуємо за повідомлення. Підтверджуємо його отримання. Ним займеться неупереджена особа, а зворотний зв’язок про вжиті заходи ми надамо в цій скриньці протягом 3 місяців.',
      },
    },
  },
  /** Voice messages in the form, the reporter deciding whether the voice is disguised (issue #32). */
  voiceMessages: { enabled: true, disguise: 'reporterChooses', maxMinutes: 10 },
  externalChannelsNote: {
    text: 'W sprawach podatkowych i celnych możesz zgłosić naruszenie także Krajowej Administracji Skarbowej (www.podatki.gov.pl).\n\nPytania o procedurę zgłoszeń wewnętrznych kieruj do działu zgodności: zgodnosc@demo.example.',
    translations: {
      en: 'Breaches in tax and customs matters may also be reported to the National Revenue Administration (www.podatki.gov.pl).\n\nQuestions about the internal reporting procedure go to the compliance team: zgodnosc@demo.example.',
    },
  },
} as const;
