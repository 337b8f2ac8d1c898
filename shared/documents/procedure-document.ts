import { ACKNOWLEDGEMENT_DAYS, FEEDBACK_MONTHS, MEETING_DAYS } from '../domain/deadlines.js';
import { ombudsmanOffice } from '../domain/external-channels.js';
import { operatorAddressLine, operatorCompany } from '../domain/operator.js';
import {
  CONSULTATION_MAX_DAYS,
  CONSULTATION_MIN_DAYS,
  IN_FORCE_AFTER_DAYS,
  type ProcedureDetails,
  type ProcedureEdits,
  type ProcedureSectionId,
} from '../domain/procedure.js';
import { RETENTION_YEARS } from '../domain/retention.js';
import { externalChannelTexts } from '../messages/external-channels.js';
import { documentDate, FactRecorder, type DocumentSection, type LegalDocument } from './legal-document.js';

/**
 * What the product knows of the organisation that the procedure prints (functions/settings/
 * get-procedure.ts gathers it): Settings, the categories and who handles them — roles, never
 * people's names, since the procedure is public.
 */
export interface ProcedureFacts {
  company: { name: string; address: string; zipCode: string; city: string; nip: string | null };
  /** The public report form's address. */
  formUrl: string;
  /** The e-mail channel when the package includes it: its address, null while it is off. */
  email: { address: string | null } | null;
  /** The phone channel when on (number and the organisation's PIN); null when off or not in the package. */
  phone: { number: string | null; pin: string | null } | null;
  voiceMessages: boolean;
  /** The report categories and whether someone is assigned to each. */
  categories: { name: string; assigned: boolean }[];
  /** The organisation's own text on external reports (Settings), Polish. */
  externalChannelsNote: string | null;
}

export const PROCEDURE_TITLE = 'Procedura zgłoszeń wewnętrznych';

const ACT = 'ustawa z dnia 14 czerwca 2024 r. o ochronie sygnalistów (Dz. U. z 2024 r. poz. 928)';

const spaced = (number: string) => number.replace(/(\d{3})(?=\d)/g, '$1 ');

/**
 * The procedure's sections from the facts, with the organisation's edits added to their sections.
 * Pure: the same facts, details and edits give the same text.
 */
export function procedureSections(
  facts: ProcedureFacts,
  details: ProcedureDetails,
  edits: ProcedureEdits,
): Pick<LegalDocument, 'sections' | 'missing'> {
  const facts$ = new FactRecorder();
  const { company } = facts;
  const sections: Omit<DocumentSection, 'number'>[] = [];
  const add = (id: ProcedureSectionId, title: string, paragraphs: string[]) =>
    sections.push({ id, title, paragraphs, ...(edits[id]?.trim() ? { addition: edits[id] } : {}) });

  facts$.in('general');
  const employer = `${facts$.fact(company.name, 'nazwa pracodawcy')} z siedzibą pod adresem ${facts$.fact(
    [company.address, [company.zipCode, company.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    'adres siedziby pracodawcy (Ustawienia → Dane firmy)',
  )}${company.nip ? `, NIP ${company.nip}` : ''}`;
  add('general', 'Postanowienia ogólne', [
    `Procedura określa sposób przyjmowania zgłoszeń wewnętrznych naruszeń prawa i podejmowania działań następczych w ${employer} (dalej: „Organizacja”).`,
    `Procedura została ustalona na podstawie art. 24 i nast. ${ACT} (dalej: „Ustawa”).`,
    'Procedura dotyczy osób, o których mowa w art. 4 Ustawy, w tym pracowników, współpracowników, kandydatów do pracy, stażystów, wolontariuszy, wykonawców i członków organów Organizacji.',
  ]);

  add('definitions', 'Definicje', [
    'Sygnalista – osoba fizyczna, która zgłasza lub ujawnia publicznie informację o naruszeniu prawa uzyskaną w kontekście związanym z pracą.',
    'Zgłoszenie wewnętrzne – przekazanie informacji o naruszeniu prawa Organizacji w sposób określony w procedurze.',
    'Działanie następcze – działanie podjęte przez Organizację w celu oceny prawdziwości informacji zawartych w zgłoszeniu i przeciwdziałania naruszeniu prawa, w szczególności postępowanie wyjaśniające.',
    'Osoba, której dotyczy zgłoszenie – osoba wskazana w zgłoszeniu jako dopuszczająca się naruszenia prawa lub z nią powiązana.',
  ]);

  facts$.in('responsibilities');
  const unit = facts$.fact(details.receivingUnit, 'jednostka organizacyjna lub stanowisko przyjmujące zgłoszenia');
  const categories = facts.categories.length
    ? facts.categories
        .map(
          (category) =>
            `„${category.name}” – ${
              category.assigned
                ? 'osoby upoważnione przypisane do tej kategorii'
                : facts$.fact(null, `osoby upoważnione do kategorii „${category.name}” (brak przypisanych osób)`)
            }`,
        )
        .join('; ')
    : facts$.fact(null, 'kategorie zgłoszeń i osoby upoważnione do ich rozpatrywania');
  add('responsibilities', 'Podmiot przyjmujący zgłoszenia i podejmujący działania następcze', [
    `Zgłoszenia wewnętrzne przyjmuje, potwierdza ich przyjęcie, podejmuje działania następcze i przekazuje informację zwrotną: ${unit}, działając bezstronnie i niezależnie.`,
    `Zgłoszenia rozpatrują osoby pisemnie upoważnione przez Organizację, zobowiązane do zachowania tajemnicy. Zgłoszenia według kategorii rozpatrują: ${categories}. Administratorzy systemu zgłoszeń mają dostęp do wszystkich zgłoszeń.`,
    'Osoba, której zgłoszenie dotyczy, lub która pozostaje w konflikcie interesów, nie uczestniczy w rozpatrywaniu zgłoszenia.',
  ]);

  facts$.in('channels');
  const channels = [
    `Przez formularz internetowy dostępny pod adresem ${facts.formUrl} – przez całą dobę, w formie pisemnej; treść zgłoszenia jest szyfrowana w przeglądarce zgłaszającego.`,
  ];
  if (facts.email)
    channels.push(
      `Pocztą elektroniczną na adres ${facts$.fact(facts.email.address, 'adres e-mail do zgłoszeń (Ustawienia → Dodatkowe typy zgłoszeń)')}.`,
    );
  if (facts.phone)
    channels.push(
      `Telefonicznie pod numerem ${facts$.fact(facts.phone.number && spaced(facts.phone.number), 'numer telefonu do zgłoszeń')}${
        facts.phone.pin ? ` (po połączeniu należy podać kod PIN Organizacji: ${facts.phone.pin})` : ''
      }, w godzinach: ${facts$.fact(details.phoneHours, 'godziny przyjmowania zgłoszeń telefonicznych')}. Rozmowa jest dokumentowana protokołem, który zgłaszający może sprawdzić, poprawić i zatwierdzić.`,
    );
  if (facts.voiceMessages)
    channels.push(
      'Ustnie, przez nagranie wiadomości głosowej w formularzu internetowym; nagranie jest szyfrowane w przeglądarce, a głos może zostać zniekształcony.',
    );
  channels.push(
    `Na wniosek zgłaszającego – podczas bezpośredniego spotkania zorganizowanego w terminie ${MEETING_DAYS} dni od otrzymania wniosku, w miejscu: ${facts$.fact(
      details.meetingPlace,
      'miejsce spotkań w sprawie zgłoszeń',
    )}. Spotkanie jest dokumentowane protokołem, który zgłaszający może sprawdzić, poprawić i zatwierdzić.`,
  );
  add('channels', 'Sposoby dokonywania zgłoszeń', [
    'Zgłoszenia można dokonać w formie pisemnej lub ustnej, każdym ze sposobów wskazanych poniżej.',
    ...channels.map((channel) => `Zgłoszenia można dokonać ${channel.charAt(0).toLowerCase()}${channel.slice(1)}`),
  ]);

  add('handling', 'Przyjęcie zgłoszenia i terminy', [
    `Organizacja potwierdza zgłaszającemu przyjęcie zgłoszenia w terminie ${ACKNOWLEDGEMENT_DAYS} dni od dnia jego otrzymania, chyba że zgłaszający nie podał adresu do kontaktu ani nie korzysta ze skrzynki zgłaszającego.`,
    `Organizacja przekazuje zgłaszającemu informację zwrotną w terminie nieprzekraczającym ${FEEDBACK_MONTHS} miesięcy od dnia potwierdzenia przyjęcia zgłoszenia, a w przypadku nieprzekazania potwierdzenia – ${FEEDBACK_MONTHS} miesięcy od upływu ${ACKNOWLEDGEMENT_DAYS} dni od dnia dokonania zgłoszenia.`,
    'Informacja zwrotna obejmuje informację o planowanych lub podjętych działaniach następczych i o przyczynach takich działań.',
    'Zgłaszający korzysta ze skrzynki zgłaszającego, do której dostęp daje kod otrzymany po wysłaniu zgłoszenia; w niej otrzymuje potwierdzenie, informację zwrotną i może uzupełnić zgłoszenie.',
  ]);

  add('followUp', 'Działania następcze', [
    'Osoba rozpatrująca zgłoszenie z zachowaniem należytej staranności weryfikuje zgłoszenie, podejmuje działania następcze i w razie potrzeby kontaktuje się ze zgłaszającym, w tym zwraca się o dodatkowe informacje.',
    'Jeżeli zgłoszenie nie zawiera informacji o naruszeniu prawa albo dotyczy sprawy już rozpatrzonej bez nowych istotnych informacji, Organizacja może pozostawić je bez rozpatrzenia, informując o tym zgłaszającego.',
    'Zakończenie działań następczych odnotowuje się w rejestrze zgłoszeń wewnętrznych prowadzonym zgodnie z art. 29 Ustawy.',
  ]);

  add('protection', 'Ochrona sygnalisty', [
    'Wobec sygnalisty nie mogą być podejmowane działania odwetowe ani próby lub groźby ich podjęcia, w szczególności odmowa nawiązania stosunku pracy, wypowiedzenie, obniżenie wynagrodzenia, wstrzymanie awansu, mobbing lub dyskryminacja.',
    'Ochrona przysługuje sygnaliście od chwili dokonania zgłoszenia, pod warunkiem że miał uzasadnione podstawy sądzić, że informacja będąca przedmiotem zgłoszenia jest prawdziwa w momencie dokonywania zgłoszenia i że stanowi informację o naruszeniu prawa. Ochrona obejmuje także osoby pomagające w dokonaniu zgłoszenia i osoby powiązane z sygnalistą.',
    'Tożsamość sygnalisty, osoby, której dotyczy zgłoszenie, i osób trzecich wskazanych w zgłoszeniu jest chroniona; dane te są dostępne wyłącznie dla osób upoważnionych. Treść zgłoszeń jest szyfrowana tak, że dostawca systemu nie ma do niej dostępu.',
    'Dokonanie zgłoszenia ze świadomością, że do naruszenia prawa nie doszło, stanowi wykroczenie i może skutkować odpowiedzialnością odszkodowawczą.',
  ]);

  add('external', 'Zgłoszenia zewnętrzne', [
    'Naruszenie prawa można zgłosić także poza Organizacją (zgłoszenie zewnętrzne), bez uprzedniego dokonania zgłoszenia wewnętrznego; sygnaliście przysługuje wówczas ta sama ochrona.',
    `${externalChannelTexts.ombudsman} ${ombudsmanOffice.name}, ${ombudsmanOffice.street}, ${ombudsmanOffice.city}, ${ombudsmanOffice.website}.`,
    externalChannelTexts.authorities,
    'Naruszenie prawa Unii Europejskiej można zgłosić także instytucjom, organom i jednostkom organizacyjnym Unii Europejskiej (np. Europejskiemu Urzędowi ds. Zwalczania Nadużyć Finansowych, OLAF).',
    ...(facts.externalChannelsNote?.trim() ? [facts.externalChannelsNote.trim()] : []),
  ]);

  facts$.in('personalData');
  add('personalData', 'Dane osobowe i przechowywanie', [
    `Administratorem danych osobowych przetwarzanych w związku ze zgłoszeniami jest ${facts$.fact(company.name, 'nazwa pracodawcy')}. Dane przetwarza się w celu przyjęcia zgłoszenia i podjęcia działań następczych (art. 6 ust. 1 lit. c RODO w związku z Ustawą).`,
    `Podmiotem przetwarzającym, dostarczającym system zgłoszeń, jest ${operatorCompany.name}, ${operatorAddressLine}, na podstawie umowy powierzenia przetwarzania danych.`,
    'Dane osobowe, które nie mają znaczenia dla rozpatrywania zgłoszenia, nie są zbierane, a w razie przypadkowego zebrania są niezwłocznie usuwane (w terminie 14 dni od ustalenia, że nie mają znaczenia).',
    `Zgłoszenia i dokumenty z nimi związane przechowuje się przez okres ${RETENTION_YEARS} lat po zakończeniu roku kalendarzowego, w którym zakończono działania następcze, lub po zakończeniu postępowań zainicjowanych tymi działaniami.`,
  ]);

  add('final', 'Postanowienia końcowe', [
    `Procedura została ustalona po konsultacjach z zakładową organizacją związkową albo przedstawicielami osób świadczących pracę, trwających od ${CONSULTATION_MIN_DAYS} do ${CONSULTATION_MAX_DAYS} dni od dnia przedstawienia projektu.`,
    `Procedura wchodzi w życie po upływie ${IN_FORCE_AFTER_DAYS} dni od dnia podania jej do wiadomości osób wykonujących pracę, w sposób przyjęty w Organizacji.`,
    'Osobie ubiegającej się o pracę Organizacja przekazuje informację o procedurze wraz z rozpoczęciem rekrutacji lub negocjacji poprzedzających zawarcie umowy.',
  ]);

  return {
    sections: sections.map((section, index) => ({ ...section, number: `§ ${index + 1}` })),
    missing: facts$.missing,
  };
}

/** A version of the procedure as its heading names it: number, where it stands and its dates. */
export interface ProcedureVersionHeading {
  version: number;
  /** Made known to staff / in force from, when published; the consultation's start when consulted. */
  publishedOn: string | null;
  inForceFrom: string | null;
  consultedOn: string | null;
  /** Today, for a draft (a draft is dated the day it is printed). */
  today: string;
}

export function procedureSubtitle(companyName: string, heading: ProcedureVersionHeading): string[] {
  const date = (day: string) => documentDate(day);
  const when =
    heading.publishedOn && heading.inForceFrom
      ? `podana do wiadomości ${date(heading.publishedOn)}, obowiązuje od ${date(heading.inForceFrom)}`
      : heading.consultedOn
        ? `projekt przekazany do konsultacji ${date(heading.consultedOn)}`
        : `projekt z dnia ${date(heading.today)}`;
  return [companyName, `Wersja ${heading.version} – ${when}`];
}

/** The whole procedure: title, version line and sections, with what is missing. */
export function procedureDocument(
  facts: ProcedureFacts,
  details: ProcedureDetails,
  edits: ProcedureEdits,
  heading: ProcedureVersionHeading,
): LegalDocument {
  return {
    title: PROCEDURE_TITLE,
    subtitle: procedureSubtitle(facts.company.name, heading),
    ...procedureSections(facts, details, edits),
  };
}
