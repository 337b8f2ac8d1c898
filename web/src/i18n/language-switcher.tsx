import { Button, Group } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { languageNames } from '@shared/messages/catalogue.js';
import { useReporterLanguage } from './reporter-language.js';

/**
 * The languages a reporter screen offers (the form, the inbox's logins; /external's two), each
 * named in itself (and marked as that language for screen readers), under the screen's own
 * `label`; the one shown is pressed. A choice is remembered on the device; a `?lang=` in the
 * address follows it, so that a reload keeps it. Nothing typed is lost: only the texts change.
 */
export function LanguageSwitcher({ label }: { label: string }) {
  const { language, languages, choose } = useReporterLanguage();
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
    <Group role="group" aria-label={label} gap={4} justify="flex-end">
      {languages.map((option) => (
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
