// The AMP Project's validator (amphtml-validator) over the vendored validator_wasm.js: the
// machines that run the tests have no internet (vendor/amp-validator/README.md).
import path from 'node:path';

export interface AmpValidationResult {
  status: 'PASS' | 'FAIL' | 'UNKNOWN';
  errors: { severity: string; line: number; col: number; message: string }[];
}

interface AmpValidator {
  validateString(html: string): AmpValidationResult;
}

const VALIDATOR_JS = path.resolve(__dirname, '../vendor/amp-validator/validator_wasm.js');

// The package ships CommonJS without types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const amphtmlValidator = require('amphtml-validator') as {
  getInstance(validatorJs: string): Promise<AmpValidator>;
};

/** Validates `html` as AMP HTML; `describe` lists the errors as `line:col SEVERITY message`. */
export async function validateAmp(
  html: string,
): Promise<AmpValidationResult & { describe: string }> {
  const validator = await amphtmlValidator.getInstance(VALIDATOR_JS);
  const result = validator.validateString(html);
  const describe = result.errors
    .map((e) => `${e.line}:${e.col} ${e.severity} ${e.message}`)
    .join('\n');
  return { ...result, describe };
}
