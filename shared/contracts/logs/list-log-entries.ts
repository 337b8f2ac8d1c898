import * as z from 'zod';
import { logTexts } from '../../messages/logs.js';
import { defineContract } from '../contract.js';
import { ZLogDay, ZLogPage, ZLogPageQuery } from './schemas.js';

/**
 * 'Log systemowy': the organisation's entries, newest first, from one day to another (Polish
 * days; either end may be left open) and of one user; without criteria, every entry
 * ('Pokaż wszystko').
 */
export const listLogEntries = defineContract({
  name: 'list-log-entries',
  area: 'logs',
  method: 'GET',
  path: '/api/logs',
  auth: { kind: 'staff', permission: 'systemLog' },
  summary: 'One page of the system log, newest first, by days and user.',
  query: ZLogPageQuery.extend({
    from: ZLogDay.optional(),
    to: ZLogDay.optional(),
    userId: z.string().min(1).max(100).optional(),
  }).refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: logTexts.badRange,
    path: ['to'],
  }),
  response: ZLogPage,
});
