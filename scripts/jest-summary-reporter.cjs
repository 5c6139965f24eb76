// Writes each Jest run's counts to test-output/jest/<package>.json so that `npm test` can print
// one summary line over every package (nx runs each package's Jest on its own).
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const out = path.join(__dirname, '..', 'test-output', 'jest');
    fs.mkdirSync(out, { recursive: true });
    const name =
      path.relative(path.join(__dirname, '..'), this.rootDir).replace(/[\\/]/g, '_') || 'root';
    const {
      numPassedTests,
      numFailedTests,
      numPendingTests,
      numTodoTests,
      numRuntimeErrorTestSuites,
    } = results;
    fs.writeFileSync(
      path.join(out, `${name}.json`),
      JSON.stringify({
        numPassedTests,
        numFailedTests,
        numPendingTests,
        numTodoTests,
        numRuntimeErrorTestSuites,
      }),
    );
  }
}

module.exports = SummaryReporter;
