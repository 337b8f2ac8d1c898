import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type Route } from '../../functions/routes.js';
import { createOstoja, type OstojaStacks } from '../../infra/ostoja.js';
import { productionLike, testApp } from './test-app.js';
import { CLOUDFORMATION_RESOURCE_LIMIT, resourcesOf, templatesOf } from './templates.js';

/**
 * Room for every endpoint: the spec needs about 100. The route table of today plus generated
 * routes in the areas still to come (reports the largest), synthesised once, must keep every
 * stack, nested stacks included, at 80 % of CloudFormation's limit or below.
 */
const MARGIN = 0.8;
const budget = Math.floor(CLOUDFORMATION_RESOURCE_LIMIT * MARGIN);

const plannedAreas: Record<string, number> = { reports: 30, inbox: 8, external: 6, users: 8, settings: 8, billing: 6 };

function generatedRoutes(): Route[] {
  const template = routes.find((route) => route.contract.name === 'health')!;
  return Object.entries(plannedAreas).flatMap(([area, count]) =>
    Array.from({ length: count }, (_, i) => ({
      entry: template.entry,
      timeoutSeconds: template.timeoutSeconds,
      contract: {
        ...template.contract,
        name: `${area}-endpoint-${i + 1}`,
        area,
        method: i % 2 ? 'POST' : 'GET',
        path: `/api/${area}/endpoint-${i + 1}`,
      },
    })),
  );
}

let stacks: OstojaStacks;
let counts: Map<string, number>;
const all = [...routes, ...generatedRoutes()];

beforeAll(() => {
  // Only counting here: stacks.test.ts runs CDK's template validation on the full app.
  const { app, config } = testApp(productionLike, { validate: false });
  stacks = createOstoja(app, config, { routes: all, siteDist: null });
  counts = new Map(
    [...templatesOf(stacks)].map(([path, template]) => [path, Object.keys(resourcesOf(template)).length]),
  );
  console.info(
    `resources per stack with ${all.length} routes:\n${[...counts].map(([path, count]) => `  ${path}: ${count}`).join('\n')}`,
  );
});

describe(`a route table of about 100 routes`, () => {
  it('is what this test synthesises', () => {
    expect(all.length).toBeGreaterThanOrEqual(100);
    expect(stacks.api.handlers.size).toBe(all.length);
  });

  it(`keeps every stack at ${MARGIN * 100} % of CloudFormation's ${CLOUDFORMATION_RESOURCE_LIMIT}-resource limit or below`, () => {
    const over = [...counts].filter(([, count]) => count > budget);
    expect(over).toEqual([]);
  });

  it('gives every area room for at least 60 routes within that margin', () => {
    for (const [area, stack] of stacks.api.areas) {
      const areaRoutes = all.filter((route) => route.contract.area === area).length;
      const perRoute = counts.get(stack.node.path)! / areaRoutes;
      expect(perRoute, area).toBeLessThanOrEqual(6);
      expect(Math.floor(budget / perRoute), area).toBeGreaterThanOrEqual(60);
    }
  });
});
