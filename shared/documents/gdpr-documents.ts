import { operatorAddressLine, operatorCompany } from '../domain/operator.js';
import { RETENTION_YEARS } from '../domain/retention.js';
import { subProcessorLine, subProcessors } from '../domain/sub-processors.js';
import { documentDate, FactRecorder, type DocumentSection, type LegalDocument } from './legal-document.js';
import type { ProcedureFacts } from './procedure-document.js';

/**
 * The GDPR documents of an organisation (issue #40): the data processing agreement (art. 28 GDPR)
 * between it and the operator, and a DPIA template (art. 35) of its whistleblowing processing.
 * The operator's data and the sub-processors come from their one definition each.
 */
export const PROCESSING_AGREEMENT_TITLE = 'Umowa powierzenia przetwarzania danych osobowych';
export const DPIA_TITLE = 'Ocena skutków dla ochrony danych (DPIA)';

const operatorLine = `${operatorCompany.name}, ${operatorAddressLine}, NIP ${operatorCompany.nip}`;

const numbered = (sections: Omit<DocumentSection, 'number'>[]): DocumentSection[] =>
  sections.map((section, index) => ({ ...section, number: `§ ${index + 1}` }));

const subProcessorParagraphs = (): string[] => subProcessors.map(subProcessorLine);

function controllerLine(facts: ProcedureFacts, recorder: FactRecorder): string {
  const { company } = facts;
  const address = [company.address, [company.zipCode, company.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return `${recorder.fact(company.name, 'nazwa organizacji')}, ${recorder.fact(address, 'adres siedziby organizacji (Ustawienia → Dane firmy)')}${
    company.nip ? `, NIP ${company.nip}` : ''
  }`;
}

/** The data processing agreement, dated `today` (YYYY-MM-DD). */
export function processingAgreement(facts: ProcedureFacts, today: string): LegalDocument {
  const recorder = new FactRecorder().in('parties');
  const controller = controllerLine(facts, recorder);
  const sections = numbered([
    {
      id: 'parties',
      title: 'Strony',
      paragraphs: [
        `Administrator: ${controller} (dalej: „Administrator”).`,
        `Podmiot przetwarzający: ${operatorLine} (dalej: „Procesor”).`,
        'Umowa jest zawierana na podstawie art. 28 ust. 3 rozporządzenia Parlamentu Europejskiego i Rady (UE) 2016/679 (RODO) i stanowi część umowy licencyjnej na korzystanie z systemu Ostoja.',
      ],
    },
    {
      id: 'subject',
      title: 'Przedmiot, charakter i cel przetwarzania',
      paragraphs: [
        'Administrator powierza Procesorowi przetwarzanie danych osobowych w zakresie niezbędnym do udostępnienia systemu przyjmowania zgłoszeń naruszeń prawa i działań następczych, w imieniu Administratora i wyłącznie na jego udokumentowane polecenie.',
        'Przetwarzanie obejmuje przechowywanie, przesyłanie, tworzenie kopii zapasowych i usuwanie danych. Treść zgłoszeń, wiadomości i załączników jest szyfrowana w przeglądarce kluczami Administratora; Procesor nie ma dostępu do tych kluczy ani do treści w postaci jawnej.',
        'Czas trwania przetwarzania: okres obowiązywania licencji, a po jego upływie – do usunięcia danych zgodnie z § 7.',
      ],
    },
    {
      id: 'data',
      title: 'Rodzaje danych i kategorie osób',
      paragraphs: [
        'Kategorie osób: sygnaliści, osoby, których dotyczą zgłoszenia, osoby trzecie wskazane w zgłoszeniach, świadkowie, personel Administratora korzystający z systemu.',
        'Rodzaje danych: dane identyfikacyjne i kontaktowe, treść zgłoszeń i załączników (mogąca obejmować dane szczególnych kategorii i dane dotyczące wyroków skazujących), nagrania głosowe, dane kont personelu (imię i nazwisko, adres e-mail, numer telefonu), dzienniki zdarzeń.',
      ],
    },
    {
      id: 'obligations',
      title: 'Obowiązki Procesora',
      paragraphs: [
        'Procesor zapewnia, by osoby upoważnione do przetwarzania danych zobowiązały się do zachowania tajemnicy.',
        'Procesor stosuje środki techniczne i organizacyjne, o których mowa w art. 32 RODO, w tym: szyfrowanie end-to-end treści zgłoszeń, szyfrowanie danych w spoczynku i w transmisji, kontrolę dostępu z drugim składnikiem logowania, dziennik zdarzeń chroniony łańcuchem skrótów, kopie zapasowe w drugim regionie.',
        'Procesor pomaga Administratorowi w wywiązywaniu się z obowiązków z art. 32–36 RODO i w odpowiadaniu na żądania osób, których dane dotyczą.',
        'Procesor zgłasza Administratorowi naruszenie ochrony danych osobowych bez zbędnej zwłoki, nie później niż w ciągu 24 godzin od jego stwierdzenia.',
        'Procesor udostępnia Administratorowi informacje niezbędne do wykazania spełnienia obowiązków i umożliwia przeprowadzanie audytów, po uprzedzeniu z co najmniej 14-dniowym wyprzedzeniem.',
      ],
    },
    {
      id: 'subProcessors',
      title: 'Dalsze powierzenie (podprocesorzy)',
      paragraphs: [
        'Administrator udziela ogólnej zgody na korzystanie przez Procesora z następujących podprocesorów:',
        ...subProcessorParagraphs(),
        'Procesor informuje Administratora o zamierzonych zmianach dotyczących dodania lub zastąpienia podprocesorów co najmniej 30 dni wcześniej; Administrator może wyrazić sprzeciw wobec takich zmian.',
      ],
    },
    {
      id: 'transfers',
      title: 'Przekazywanie danych poza EOG',
      paragraphs: [
        'Dane są przechowywane w regionach Europejskiego Obszaru Gospodarczego. Przekazanie danych do państwa trzeciego następuje wyłącznie z zastosowaniem zabezpieczeń, o których mowa w rozdziale V RODO, wskazanych przy podprocesorze.',
      ],
    },
    {
      id: 'end',
      title: 'Zakończenie przetwarzania',
      paragraphs: [
        `Zgłoszenia są usuwane automatycznie po upływie ${RETENTION_YEARS} lat od końca roku kalendarzowego, w którym zakończono działania następcze, chyba że Administrator wstrzyma usunięcie.`,
        'Po wygaśnięciu licencji Procesor usuwa dane Administratora, w tym kopie, w terminie 90 dni, chyba że prawo Unii lub prawo polskie nakazują ich dalsze przechowywanie; przed usunięciem Administrator może pobrać zgłoszenia.',
      ],
    },
  ]);
  return {
    title: PROCESSING_AGREEMENT_TITLE,
    subtitle: [
      `${facts.company.name || 'Administrator'} – ${operatorCompany.name}`,
      `Wersja z dnia ${documentDate(today)}`,
    ],
    sections,
    missing: recorder.missing,
  };
}

/** The DPIA template, dated `today`: the organisation completes the risk assessment. */
export function dpiaTemplate(facts: ProcedureFacts, today: string): LegalDocument {
  const recorder = new FactRecorder().in('description');
  const controller = controllerLine(facts, recorder);
  const residual = () => recorder.in('risks').fact(null, 'ocena ryzyka szczątkowego');
  const sections = numbered([
    {
      id: 'description',
      title: 'Opis przetwarzania',
      paragraphs: [
        `Administrator: ${controller}.`,
        `Podmiot przetwarzający: ${operatorLine}.`,
        `Cel: przyjmowanie zgłoszeń wewnętrznych naruszeń prawa i podejmowanie działań następczych zgodnie z ustawą z dnia 14 czerwca 2024 r. o ochronie sygnalistów. Kanały: formularz internetowy (${facts.formUrl})${
          facts.email?.address ? `, poczta elektroniczna (${facts.email.address})` : ''
        }${facts.phone ? ', telefon' : ''}${facts.voiceMessages ? ', wiadomości głosowe' : ''}, spotkania bezpośrednie.`,
        'Podstawa prawna: art. 6 ust. 1 lit. c RODO (obowiązek prawny), art. 9 ust. 2 lit. g RODO i art. 10 RODO w zakresie danych szczególnych kategorii i dotyczących wyroków skazujących, w związku z art. 8 ustawy o ochronie sygnalistów.',
        `Okres przechowywania: ${RETENTION_YEARS} lata po zakończeniu roku kalendarzowego, w którym zakończono działania następcze.`,
      ],
    },
    {
      id: 'necessity',
      title: 'Niezbędność i proporcjonalność',
      paragraphs: [
        'Przetwarzanie jest wymagane przez ustawę. Zbierane są wyłącznie dane niezbędne do rozpatrzenia zgłoszenia; dane zbędne są usuwane w ciągu 14 dni od ustalenia, że nie mają znaczenia dla sprawy.',
        'Dostęp do zgłoszeń mają wyłącznie osoby pisemnie upoważnione, według kategorii zgłoszeń.',
      ],
    },
    {
      id: 'processors',
      title: 'Podmiot przetwarzający i podprocesorzy',
      paragraphs: subProcessorParagraphs(),
    },
    {
      id: 'risks',
      title: 'Ryzyka dla praw i wolności osób',
      paragraphs: [
        `Ujawnienie tożsamości sygnalisty lub osoby, której dotyczy zgłoszenie (działania odwetowe, naruszenie dobrego imienia). Zabezpieczenia: szyfrowanie end-to-end, dostęp według kategorii, dziennik zdarzeń. Ocena ryzyka szczątkowego: ${residual()}.`,
        `Nieuprawniony dostęp personelu lub przejęcie konta. Zabezpieczenia: drugi składnik logowania, role i uprawnienia, wylogowanie po bezczynności. Ocena ryzyka szczątkowego: ${residual()}.`,
        `Utrata dostępności lub integralności danych. Zabezpieczenia: kopie zapasowe w drugim regionie, wersjonowanie plików, łańcuch skrótów dziennika. Ocena ryzyka szczątkowego: ${residual()}.`,
        `Przechowywanie danych dłużej niż to konieczne. Zabezpieczenia: automatyczne usuwanie po upływie okresu przechowywania, wstrzymanie usunięcia tylko decyzją administratora. Ocena ryzyka szczątkowego: ${residual()}.`,
      ],
    },
    {
      id: 'approval',
      title: 'Konsultacja i zatwierdzenie',
      paragraphs: [
        `Opinia inspektora ochrony danych: ${recorder.in('approval').fact(null, 'opinia IOD lub informacja o jego niewyznaczeniu')}.`,
        `Zatwierdził(a): ${recorder.fact(null, 'stanowisko i data zatwierdzenia')}.`,
        'Ocenę przegląda się co najmniej raz w roku oraz przy każdej istotnej zmianie sposobu przetwarzania.',
      ],
    },
  ]);
  return {
    title: DPIA_TITLE,
    subtitle: [facts.company.name || 'Administrator', `Szablon z dnia ${documentDate(today)}`],
    sections,
    missing: recorder.missing,
  };
}
