import { type Translation } from '../catalogue.js';
import type { errorMessages as polishErrors, rateLimitTexts as polishLimits } from '../errors.js';

/** The server's default text for each error code, in Ukrainian (the Polish source: ../errors.ts). */
export const errorMessages = {
  VALIDATION_FAILED: 'Надіслані дані неправильні.',
  BAD_REQUEST: 'Неправильний запит.',
  UNAUTHENTICATED: 'Сеанс закінчився. Увійдіть ще раз.',
  LICENCE_INACTIVE: 'Обліковий запис заблоковано! Ліцензія закінчилася — поновіть передплату в розділі «Rozliczenia».',
  FORBIDDEN: 'У вас немає дозволу на цю дію.',
  CSRF_FAILED: 'Неправильний токен безпеки. Оновіть сторінку та спробуйте ще раз.',
  DOWNLOAD_LIMIT_REACHED: 'Ліміт завантажень вичерпано',
  NOT_FOUND: 'Не знайдено.',
  CONFLICT: 'Дію не вдалося виконати, бо дані тим часом змінилися. Оновіть сторінку та спробуйте ще раз.',
  IN_PROGRESS: 'Цей самий запит саме виконується. Спробуйте ще раз за мить.',
  FORM_BLOCKED: 'Надсилання повідомлень вимкнено, бо ліцензія організації закінчилася.',
  PAYLOAD_TOO_LARGE: 'Надіслані дані завеликі.',
  UNSUPPORTED_MEDIA_TYPE: 'Непідтримуваний формат даних.',
  FILE_INFECTED: 'Файл містить вірус або шкідливу програму, тому його не прийнято.',
  RATE_LIMITED: 'Забагато спроб. Спробуйте ще раз пізніше.',
  INTERNAL: 'Сталася помилка сервера. Спробуйте ще раз пізніше.',
  UNAVAILABLE: 'Сервіс тимчасово недоступний. Спробуйте ще раз пізніше.',
} as const satisfies Translation<typeof polishErrors>;

/** How long until a rate-limited action may be retried, in Ukrainian. */
export const rateLimitTexts = {
  retryAfter: (seconds: number): string =>
    seconds < 60
      ? `Забагато спроб. Спробуйте ще раз через ${Math.max(1, Math.ceil(seconds))} с.`
      : `Забагато спроб. Спробуйте ще раз через ${Math.ceil(seconds / 60)} хв.`,
} as const satisfies Translation<typeof polishLimits>;
