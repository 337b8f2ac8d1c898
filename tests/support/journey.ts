import { beforeEach, describe } from 'vitest';

/**
 * A journey whose steps build on each other (one page, one organisation, what an earlier step
 * made): its steps run in order, and once one fails the later ones are skipped, naming it, so the
 * report shows the step that broke rather than a cascade of failures that hides it. Steps that
 * can stand alone belong in a plain `describe`.
 */
export function journey(name: string, steps: () => void): void {
  describe.sequential(name, () => {
    let broken: string | undefined;
    beforeEach(({ skip, onTestFailed, task }) => {
      if (broken) skip(`an earlier step failed: ${broken}`);
      onTestFailed(() => {
        broken ??= task.name;
      });
    });
    steps();
  });
}
