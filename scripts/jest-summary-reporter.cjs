// Writes each Jest run's counts to test-output/jest/<package>.json so that `npm test` can print
// one summary line over every package (nx runs each package's Jest on its own), and the names
// of what failed, which `npm test` repeats at its end (CI keeps only the end of the output).
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
    const root = path.join(__dirname, '..');
    const failures = [];
    for (const suite of results.testResults) {
      const file = path.relative(root, suite.testFilePath);
      const failed = suite.testResults.filter((test) => test.status === 'failed');
      for (const test of failed) failures.push(`${file} › ${test.fullName}`);
      if (failed.length === 0 && suite.testExecError) {
        const reason = String(suite.testExecError.message ?? '')
          .split('\n')[0]
          .slice(0, 200);
        failures.push(`${file} (the suite did not run: ${reason})`);
      }
    }
    fs.writeFileSync(
      path.join(out, `${name}.json`),
      JSON.stringify({
        numPassedTests,
        numFailedTests,
        numPendingTests,
        numTodoTests,
        numRuntimeErrorTestSuites,
        failures,
      }),
    );
  }
}

module.exports = SummaryReporter;
