import { runtimeSetup } from '../support/runtime-setup.js';

// The browser tests run against the built SPA (npm test builds it first) and the demo seed.
export default runtimeSetup({ webDist: 'web/dist', seed: true });
