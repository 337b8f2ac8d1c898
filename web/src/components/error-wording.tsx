import { createContext, useContext } from 'react';
import { errorText } from '../lib/api-errors.js';

/**
 * How the screens below word a failure: `{status} - {message}` (`errorText`, the spec's alert
 * form) unless a screen says otherwise — the reporter's inbox gives `errorSentence`, so the
 * shared pieces it renders (a query's failure, the message box) say the sentence alone.
 */
const ErrorWordingContext = createContext<(error: unknown) => string>(errorText);

export const ErrorWording = ErrorWordingContext.Provider;

/** The wording of failures on this screen (`ErrorWording`). */
export const useErrorText = (): ((error: unknown) => string) => useContext(ErrorWordingContext);
