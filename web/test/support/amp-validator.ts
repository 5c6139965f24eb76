/**
 * The AMP Project's validator (amphtml-validator) over the vendored validator_wasm.js, so that
 * the tests validate offline (tests/vendor/amp-validator/README.md).
 */
import path from 'node:path';

export interface AmpValidationError {
  severity: string;
  line: number;
  col: number;
  message: string;
}

export interface AmpValidationResult {
  status: 'PASS' | 'FAIL' | 'UNKNOWN';
  errors: AmpValidationError[];
}

interface AmpValidator {
  validateString(html: string): AmpValidationResult;
}

const VALIDATOR_JS = path.resolve(
  __dirname,
  '../../../tests/vendor/amp-validator/validator_wasm.js',
);

// The package ships CommonJS without types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const amphtmlValidator = require('amphtml-validator') as {
  getInstance(validatorJs: string): Promise<AmpValidator>;
};

export function ampValidator(): Promise<AmpValidator> {
  return amphtmlValidator.getInstance(VALIDATOR_JS);
}

/** The errors as lines a failing test prints: `line:col message`. */
export function describeErrors(result: AmpValidationResult): string {
  return result.errors.map((e) => `${e.line}:${e.col} ${e.severity} ${e.message}`).join('\n');
}
