// The house's own lint rules, checked in `npm test` with the rest of eslint.config.js.
import functionSize from './function-size.js';
import frontendBoundaries from './frontend-boundaries.js';
import noLiteralText from './no-literal-text.js';

export default {
  rules: { 'function-size': functionSize, 'frontend-boundaries': frontendBoundaries, 'no-literal-text': noLiteralText },
};
