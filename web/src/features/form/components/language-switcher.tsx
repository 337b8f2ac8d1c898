import { Button, Group } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { reporterLanguages } from '@shared/messages/catalogue.js';
import { languageNames } from '@/i18n/language-choice.js';
import { useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';

/**
 * The languages of the form, each named in itself (and marked as that language for screen
 * readers); the one shown is pressed. A choice is remembered on the device; a `?lang=` in the
 * address follows it, so that a reload keeps it. Nothing typed is lost: only the texts change.
 */
export function LanguageSwitcher() {
  const t = useTexts('formTexts');
  const { language, choose } = useReporterLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const chooseLanguage = async (next: typeof language) => {
    await choose(next);
    if (searchParams.has('lang')) {
      setSearchParams(
        (params) => {
          params.set('lang', next);
          return params;
        },
        { replace: true },
      );
    }
  };
  return (
    <Group role="group" aria-label={t.language} gap={4} justify="flex-end">
      {reporterLanguages.map((option) => (
        <Button
          key={option}
          lang={option}
          variant={option === language ? 'light' : 'subtle'}
          size="compact-sm"
          aria-pressed={option === language}
          onClick={() => void chooseLanguage(option)}
        >
          {languageNames[option]}
        </Button>
      ))}
    </Group>
  );
}
