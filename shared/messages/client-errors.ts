/**
 * What the web client says when no server error body applies: apart from the server's texts
 * (errors.ts), which a page reads only when an error answer comes (docs/figures.md "Budgets": first loads).
 */
export const clientErrorMessages = {
  INVALID_RESPONSE: 'Nieprawidłowa odpowiedź serwera. Odśwież stronę i spróbuj ponownie.',
  NETWORK_ERROR: 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
} as const;
