import { listRegister } from '@shared/contracts/reports/list-register.js';
import { ALL_CATEGORIES } from '@shared/contracts/reports/list-register.js';
import { hasPermission } from '@shared/domain/staff-user.js';
import { reportTexts } from '@shared/messages/reports.js';
import { countersWithCaller } from '../data/tenants.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';
import { visibilityOf } from './report-access.js';
import { reportPage } from './report-pages.js';

/** The register, of every visible category or of one of them (another one is a 404). */
export const handler = defineHandler(
  listRegister,
  async ({ query, caller, readWithCaller }) => {
    const visibility = await visibilityOf(caller);
    let scope = visibility.scope;
    if (query.categoryId !== ALL_CATEGORIES) {
      if (!visibility.categories.some((category) => category.categoryId === query.categoryId))
        throw notFound(reportTexts.categoryNotFound);
      scope = { ...scope, categoryIds: [query.categoryId] };
    }
    const handledBy = query.mine === '1' ? caller.user.userId : undefined;
    const page = await reportPage(scope, visibility.categories, 'register', query, readWithCaller?.value, handledBy);
    return {
      ...page,
      categories: visibility.categories.map((category) => ({ id: category.categoryId, name: category.name })),
      canArchivize: hasPermission(caller.user, 'canArchivize'),
      canReports: hasPermission(caller.user, 'canReports'),
    };
  },
  { readWithCaller: () => countersWithCaller },
);
