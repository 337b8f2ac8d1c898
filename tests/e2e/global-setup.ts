import { runtimeSetup } from '../support/runtime-setup.js';

// The browser tests run against the built SPA (npm test builds it first) and the demo seed.
// Browser contexts may name a client address of their own (`x-forwarded-for`), so that the
// per-client limits of one journey do not reach another.
export default runtimeSetup({ webDist: 'web/dist', seed: true, trustForwardedFor: true });
