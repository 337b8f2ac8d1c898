import { describe, expect, it } from 'vitest';
import {
  consultationProblem,
  inForceFrom,
  procedureStatus,
  publicationProblem,
  versionInForce,
  type ProcedureVersionDates,
} from './procedure.js';

/** Noon in Poland on a day: the clock the lifecycle is given. */
const on = (day: string) => new Date(`${day}T11:00:00Z`);

const consulted = { sentOn: '2026-10-01', endsOn: '2026-10-08', comments: '' };
const first: ProcedureVersionDates = { version: 1, consultation: consulted, publishedOn: '2026-10-10' };
const second: ProcedureVersionDates = {
  version: 2,
  consultation: { sentOn: '2026-11-20', endsOn: '2026-11-27', comments: '' },
  publishedOn: '2026-11-27',
};

describe('the procedure lifecycle', () => {
  it('enters into force 7 days after it is made known to staff', () => {
    expect(inForceFrom('2026-10-10')).toBe('2026-10-17');
    expect(inForceFrom('2026-12-28')).toBe('2027-01-04');
  });

  it('moves from draft through consultation and publication into force, by the injected clock', () => {
    expect(procedureStatus({ version: 1, consultation: null, publishedOn: null }, [], on('2026-10-01'))).toBe('draft');
    expect(procedureStatus({ ...first, publishedOn: null }, [], on('2026-10-02'))).toBe('consultation');
    expect(procedureStatus(first, [first], on('2026-10-16'))).toBe('published');
    expect(procedureStatus(first, [first], on('2026-10-17'))).toBe('inForce');
  });

  it('stays in force until a newer version enters into force, then is superseded', () => {
    const all = [first, second];
    expect(procedureStatus(first, all, on('2026-12-03'))).toBe('inForce');
    expect(procedureStatus(second, all, on('2026-12-03'))).toBe('published');
    expect(
      versionInForce(
        [
          { version: 1, inForceFrom: '2026-10-17' },
          { version: 2, inForceFrom: '2026-12-04' },
        ],
        on('2026-12-03'),
      )?.version,
    ).toBe(1);
    expect(procedureStatus(first, all, on('2026-12-04'))).toBe('superseded');
    expect(procedureStatus(second, all, on('2026-12-04'))).toBe('inForce');
  });

  it('has no version in force before the first enters into force', () => {
    expect(versionInForce([{ version: 1, inForceFrom: '2026-10-17' }], on('2026-10-16'))).toBeNull();
  });

  it('accepts a consultation of 5 to 10 days that has started, no shorter, no longer', () => {
    const today = on('2026-10-01');
    expect(consultationProblem('2026-10-01', '2026-10-06', today)).toBeNull();
    expect(consultationProblem('2026-10-01', '2026-10-11', today)).toBeNull();
    expect(consultationProblem('2026-10-01', '2026-10-05', today)).toBe('length');
    expect(consultationProblem('2026-10-01', '2026-10-12', today)).toBe('length');
    expect(consultationProblem('2026-10-02', '2026-10-09', today)).toBe('sentInFuture');
  });

  it('is made known to staff only after the consultation ended, and not on a future day', () => {
    expect(publicationProblem(consulted, '2026-10-07', on('2026-10-10'))).toBe('beforeConsultationEnd');
    expect(publicationProblem(consulted, '2026-10-08', on('2026-10-10'))).toBeNull();
    expect(publicationProblem(consulted, '2026-10-11', on('2026-10-10'))).toBe('publishedInFuture');
  });
});
