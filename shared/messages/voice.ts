/**
 * The voice message of the public form (issue #32), in Polish, the source: fetched with the
 * recorder when the organisation offers voice messages (the 'voice' chunk).
 */
export const voiceTexts = {
  title: 'Wiadomość głosowa',
  intro: (minutes: number) =>
    `Zamiast pisać, możesz nagrać wiadomość (najwyżej ${minutes} min). Nagranie jest szyfrowane w tej przeglądarce i wysyłane jako załącznik.`,
  record: 'Nagraj wiadomość głosową',
  disguise: 'Zmień mój głos przed wysłaniem',
  disguiseAlways:
    'Organizacja zmienia głos w każdym nagraniu: zmiana dzieje się w tej przeglądarce, zanim nagranie zostanie zaszyfrowane. Twój prawdziwy głos nie opuszcza tej strony.',
  disguiseNever: 'Organizacja nie zmienia głosu w nagraniach: odbierze je tak, jak brzmi Twój głos.',
  disguiseHint:
    'Wysokość głosu i jego barwa zostaną zmienione w tej przeglądarce, zanim nagranie zostanie zaszyfrowane. Twój prawdziwy głos nie opuszcza tej strony.',
  notAnonymous:
    'Zmiana głosu nie jest anonimizacją: słowa, akcent, sposób mówienia i dźwięki w tle pozostają. Nie mów niczego, co Cię zidentyfikuje, jeśli chcesz pozostać anonimowy.',
  asking: 'Czekam na zgodę na użycie mikrofonu…',
  recording: (time: string) => `Nagrywanie… ${time}`,
  paused: (time: string) => `Nagrywanie wstrzymane: ${time}`,
  level: 'Poziom dźwięku z mikrofonu',
  pause: 'Wstrzymaj',
  resume: 'Wznów',
  stop: 'Zakończ nagrywanie',
  limitReached: (minutes: number) => `Osiągnięto limit ${minutes} min: nagrywanie zostało zakończone.`,
  processing: (percent: number) => `Przygotowuję nagranie… ${percent}%`,
  listen: 'Odsłuchaj nagranie przed wysłaniem',
  readyDisguised: (time: string) => `Nagranie ze zmienionym głosem, ${time}. Zostanie wysłane ze zgłoszeniem.`,
  readyPlain: (time: string) => `Nagranie bez zmiany głosu, ${time}. Zostanie wysłane ze zgłoszeniem.`,
  rerecord: 'Nagraj ponownie',
  delete: 'Usuń nagranie',
  deleted: 'Nagranie usunięte.',
  fileName: (extension: string) => `wiadomosc-glosowa.${extension}`,
  noMicrophone: 'Nie znaleziono mikrofonu. Podłącz mikrofon albo opisz sprawę w polach formularza.',
  denied:
    'Przeglądarka nie pozwoliła użyć mikrofonu. Zezwól na mikrofon w ustawieniach strony albo opisz sprawę w polach formularza.',
  unsupported:
    'Ta przeglądarka nie nagrywa dźwięku. Użyj aktualnej wersji Chrome, Firefox, Edge lub Safari albo opisz sprawę w polach formularza.',
  failed: 'Nie udało się przygotować nagrania. Spróbuj nagrać je ponownie albo opisz sprawę w polach formularza.',
  tooLarge:
    'Nagranie nie mieści się w limicie 30 MB wszystkich załączników. Nagraj krótszą wiadomość albo usuń inne pliki.',
  // The same recorder in the inbox (with a message of the conversation, not a report).
  inboxIntro: (minutes: number) =>
    `Możesz dołączyć do wiadomości nagranie głosowe (najwyżej ${minutes} min). Jest szyfrowane w tej przeglądarce i wysyłane jako załącznik.`,
  inboxReadyDisguised: (time: string) => `Nagranie ze zmienionym głosem, ${time}. Zostanie wysłane z wiadomością.`,
  inboxReadyPlain: (time: string) => `Nagranie bez zmiany głosu, ${time}. Zostanie wysłane z wiadomością.`,
  inboxNoMicrophone: 'Nie znaleziono mikrofonu. Podłącz mikrofon albo napisz wiadomość.',
  inboxDenied:
    'Przeglądarka nie pozwoliła użyć mikrofonu. Zezwól na mikrofon w ustawieniach strony albo napisz wiadomość.',
  inboxUnsupported:
    'Ta przeglądarka nie nagrywa dźwięku. Użyj aktualnej wersji Chrome, Firefox, Edge lub Safari albo napisz wiadomość.',
  inboxFailed: 'Nie udało się przygotować nagrania. Spróbuj nagrać je ponownie albo napisz wiadomość.',
  inboxTooLarge:
    'Nagranie nie mieści się w limicie 30 MB załączników jednej wiadomości. Nagraj krótszą wiadomość albo usuń inne pliki.',
  leaveWarning: 'Nagranie nie zostało jeszcze wysłane.',
} as const;
