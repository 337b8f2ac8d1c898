import type { Translation } from '../catalogue.js';
import type { formFollowUpTexts as polish } from '../form-follow-up.js';

/** What the form shows once the reporter is at work, in Ukrainian (the Polish source: ../form-follow-up.ts). */
export const formFollowUpTexts = {
  switchCategoryTitle: 'Змінити категорію?',
  switchCategoryText: (dropped: string) =>
    `У вибраній категорії немає цих полів, тож їхній вміст буде видалено: ${dropped}. Поля, які є в обох категоріях, збережуть введений текст.`,
  switchCategoryConfirm: 'Змінити категорію',
  leaveTitle: 'Вийти з форми?',
  leaveText: 'Повідомлення не надіслано. Якщо ви залишите цю сторінку, введений текст буде втрачено.',
  leaveConfirm: 'Залишити сторінку',
  stay: 'Залишитися',
  sentIdentifier: (identifier: string) => `Ідентифікатор повідомлення: ${identifier}.`,
  sentReminder:
    'Зі збереженими ідентифікатором і паролем ви ввійдете до скриньки викривача: там ви прочитаєте відповідь організації. Організація підтвердить отримання повідомлення протягом 7 днів.',
  sentInboxLink: 'Перейти до скриньки викривача',
  sendAnother: 'Нижче можна надіслати ще одне повідомлення.',
  sentContentTitle: 'Надіслане повідомлення',
  sentContentHint: 'Перевірте, що було надіслано. Після закриття цього вікна форму буде очищено.',
  sentAnonymous: 'Без ваших даних.',
  exclusionRequestLabel: 'Я не хочу, щоб повідомлення бачили ці особи або посади:',
  exclusionRequestHint: 'Необов’язково. Укажіть осіб або посади, наприклад «керівник відділу закупівель».',
  exclusionRequestNotice:
    'Це прохання зашифроване разом із повідомленням. Особи, які обробляють вибрану категорію (зокрема ті, кого ви тут укажете), дізнаються, що надійшло нове повідомлення, ще до того, як хтось прочитає прохання. Перша особа, яка відкриє повідомлення, побачить прохання на його початку.',
  exclusionRequestCount: (count: number, max: number) => `Символи: ${count} з ${max}`,
  meetingRequestLabel: 'Прошу про особисту зустріч',
  meetingRequestHint:
    'Необов’язково. Організація має організувати зустріч протягом 14 днів; дату й місце ви узгодите в повідомленнях у скриньці заявника. Із зустрічі буде складено протокол, який ви перевірите й затвердите в скриньці.',
  meetingRequestSent: 'Надіслано прохання про особисту зустріч.',
} as const satisfies Translation<typeof polish>;
