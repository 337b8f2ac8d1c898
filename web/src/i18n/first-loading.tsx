import { matchPath, useLocation } from 'react-router-dom';
import { loadingTexts } from '@shared/messages/loading.js';
import { PageLoader } from '@/components/page-loader.js';
import { routePatterns } from '@/config/paths.js';
import {
  browserLanguageSources,
  chooseLanguage,
  externalOffer,
  reporterOffer,
  type LanguageOffer,
} from './language-choice.js';

/** The screens in the reader's language, and the languages each offers; every other is Polish. */
const screensInLanguage: [pattern: string, offer: LanguageOffer][] = [
  [routePatterns.form, reporterOffer],
  [routePatterns.inbox, reporterOffer],
  [routePatterns.inboxLogin, reporterOffer],
  [routePatterns.inboxPhoneLogin, reporterOffer],
  [routePatterns.external, externalOffer],
];

/**
 * 'Ładowanie... Proszę czekać' while the first screen's code comes, in the language that screen
 * will open in (chosen as its own provider chooses it: `?lang=`, the device's choice, the
 * browser's); Polish on the staff's screens.
 */
export function FirstLoading() {
  const { pathname, search } = useLocation();
  const offer = screensInLanguage.find(([pattern]) =>
    matchPath({ path: `/${pattern}`, caseSensitive: false }, pathname),
  )?.[1];
  const language = offer
    ? chooseLanguage(browserLanguageSources(new URLSearchParams(search).get('lang')), offer)
    : 'pl';
  return <PageLoader text={loadingTexts[language]} />;
}
