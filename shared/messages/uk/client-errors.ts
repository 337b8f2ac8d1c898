import type { Translation } from '../catalogue.js';
import type { clientErrorMessages as polish } from '../client-errors.js';

/** What the web client says when no server error body applies, in Ukrainian (the Polish source: ../client-errors.ts). */
export const clientErrorMessages = {
  INVALID_RESPONSE: 'Сервер надіслав неправильну відповідь. Оновіть сторінку та спробуйте ще раз.',
  NETWORK_ERROR: 'Немає з’єднання із сервером. Перевірте підключення до інтернету та спробуйте ще раз.',
} as const satisfies Translation<typeof polish>;
