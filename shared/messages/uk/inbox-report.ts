import type { Translation } from '../catalogue.js';
import { loadingTexts } from '../loading.js';
import type {
  inboxReportTexts as polishInbox,
  inboxRefusalTexts as polishRefusals,
  messageTexts as polishMessages,
  phoneProtocolTexts as polishProtocol,
  oralReportTexts as polishOral,
} from '../inbox-report.js';

/*
 * Скринька викривача українською, понад тексти входу (польське джерело: ../inbox-report.ts).
 * «Повідомлення» — це саме повідомлення про порушення (zgłoszenie), «лист» — повідомлення в
 * листуванні з організацією (wiadomość); терміни — як в українському перекладі Директиви
 * 2019/1937: викривач, подальші дії, зворотний зв’язок.
 */

export const messageTexts = {
  noMessages: 'Листів ще немає.',
  reporter: 'Викривач',
  feedbackMark: 'Зворотний зв’язок',
  automaticAcknowledgement: 'Автоматичне підтвердження',
  automaticAcknowledgementInPolish: 'Організація написала це підтвердження лише польською мовою.',
  hideAttachments: 'Сховати вкладення',
  showAttachments: 'Показати вкладення',
  attachments: 'Вкладення',
  download: (name: string) => `Завантажити ${name}`,
  fileUnavailable: 'Цей файл не вдається завантажити.',
  undecryptable: 'Цей лист не вдається розшифрувати.',
  send: 'Надіслати',
  textRequired: 'Напишіть текст листа',
  addFiles: 'Додати файли',
  removeFile: (name: string) => `Видалити файл ${name}`,
  uploadProgress: 'Поступ надсилання вкладень',
  encrypting: 'Шифруємо лист...',
  sending: 'Надсилаємо лист...',
  uploading: 'Надсилаємо вкладення...',
  noKey: 'Немає ключа повідомлення: листування не можна розшифрувати.',
} as const satisfies Translation<typeof polishMessages>;

export const phoneProtocolTexts = {
  protocol: 'Протокол розмови',
  protocolAwaiting: 'Протокол чекає, поки ви його затвердите.',
  protocolApproved: 'Ви затвердили протокол.',
  protocolCorrections: 'Ви попросили виправити протокол (що саме — написано в листах).',
  inboxExplain:
    'Це протокол вашої телефонної розмови. Ви маєте право перевірити його, виправити й затвердити. Якщо щось записано не так, попросіть про виправлення й опишіть їх у листі нижче.',
  approve: 'Затвердити протокол',
  askCorrections: 'Попросити виправити',
  approveConfirm: 'Ви справді хочете затвердити протокол розмови?',
  correctionsConfirm: 'Ви справді хочете попросити виправити протокол? Опишіть виправлення в листі до організації.',
  approvedDone: 'Протокол розмови затверджено.',
  correctionsDone: 'Ви попросили виправити протокол. Опишіть виправлення в листі.',
  cancel: 'Скасувати',
} as const satisfies Translation<typeof polishProtocol>;

export const oralReportTexts = {
  voiceProtocol: 'Протокол голосового повідомлення',
  meetingProtocol: 'Протокол зустрічі',
  voiceExplain:
    'Це протокол вашого голосового повідомлення, складений організацією. Ви маєте право перевірити його, виправити й затвердити. Якщо щось не так, попросіть виправлень і опишіть їх у листі нижче.',
  meetingExplain:
    'Це протокол зустрічі, складений організацією. Ви маєте право перевірити його, виправити й затвердити. Якщо щось не так, попросіть виправлень і опишіть їх у листі нижче.',
  version: (version: number, date: string) => `Версія ${version} від ${date}`,
  unreadable: 'Протокол не вдається розшифрувати.',
  approveConfirm: 'Ви впевнені, що хочете затвердити протокол?',
  correctionsConfirm: 'Ви впевнені, що хочете попросити виправлень протоколу? Опишіть їх у листі до організації.',
  approvedDone: 'Протокол затверджено.',
  correctionsDone: 'Ви попросили виправлень протоколу. Опишіть їх у листі.',
  meeting: 'Зустріч',
  meetingOffer:
    'Ви можете попросити про особисту зустріч. Організація має організувати її протягом 14 днів від вашого прохання; дату й місце буде узгоджено в листуванні. Про зустріч буде складено протокол, який ви перевірите й затвердите тут.',
  requestMeeting: 'Попросити про зустріч',
  requestMeetingConfirm: 'Ви впевнені, що хочете попросити про особисту зустріч?',
  meetingRequestedDone: 'Ви попросили про зустріч. Організація запропонує дату в листуванні.',
  meetingRequestedOn: (date: string) => `Ви попросили про зустріч ${date}. Дату й місце буде узгоджено в листуванні.`,
} as const satisfies Translation<typeof polishOral>;

export const inboxReportTexts = {
  pageTitle: 'Скринька викривача — Ostoja',
  stateNew: 'Нове',
  stateOpen: 'Відкрите',
  stateArchived: 'В архіві',
  personalDataRemoved: (date: string) =>
    `Зі звернення видалено персональні дані, які не мають значення для справи (востаннє ${date}).`,
  emailReportNote:
    'Повідомлення надійшло електронною поштою. Дорогою лист не був наскрізно зашифрований: сервер зашифрував його ключем організації одразу після отримання і видалив незашифровану копію.',
  loading: loadingTexts.uk,
  somethingWentWrong: 'Щось пішло не так',
} as const satisfies Translation<typeof polishInbox>;

export const inboxRefusalTexts = {
  closed: 'ПОВІДОМЛЕННЯ ЗАКРИТО',
  messageNotFound: 'Лист не знайдено.',
  changedMeanwhile: 'Лист із цим ідентифікатором уже надіслано.',
  notPhone: 'До цього повідомлення немає протоколу розмови.',
  alreadyApproved: 'Протокол уже затверджено.',
  protocolChanged: 'Протокол тим часом змінено. Оновіть сторінку.',
  noProtocol: 'Це повідомлення не має такого протоколу.',
  meetingAlreadyRequested: 'Ви вже попросили про зустріч.',
  protocolVersionRequired: 'Бракує версії протоколу.',
} as const satisfies Translation<typeof polishRefusals>;
