/**
 * GrowthBook's own SDK test cases (tests/vendor/growthbook/, a checked copy of
 * ../shared/conformance/growthbook-sdk-cases.json: the cases
 * every official GrowthBook SDK runs) through this service's engine (src/engine), section by
 * section, applied as the SDK's own test file applies them (packages/sdk-js/test/json.test.ts).
 * The sections a server evaluates are run; the others are named with the reason they are not.
 * The test prints each section's pass and fail counts, and fails below 95% of the cases run.
 */
import { readGrowthbookCases } from '../../../tests/vendor/growthbook/cases-file';
import {
  chooseVariation,
  evalCondition,
  FeatureEngine,
  getBucketRanges,
  getEqualWeights,
  getQueryStringOverride,
  hash,
  inNamespace,
  StickyBucketService,
  type EvaluationUser,
  type Experiment,
  type StickyAssignmentsDocument,
} from '../src/engine';

/* eslint-disable @typescript-eslint/no-explicit-any -- the cases are GrowthBook's JSON */
type Case = any[];
interface CasesFile {
  specVersion: number;
  [section: string]: Case[] | number;
}

const file = JSON.parse(readGrowthbookCases()) as CasesFile;
/** Every section of cases, without the file's spec version. */
const sections = Object.entries(file).filter((entry): entry is [string, Case[]] =>
  Array.isArray(entry[1]),
);

/** Sections of the file a server-side engine does not evaluate, and why. */
const NOT_RUN: Record<string, string> = {
  decrypt:
    'payload decryption is a client concern: this service serves its own payloads unencrypted over TLS',
  urlRedirect: "URL-redirect experiments run in a visitor's browser, not on the server",
};

const round = (n: number) => Math.floor(n * 1e8) / 1e8;
const roundAll = (values: number[][]) => values.map((pair) => pair.map(round));

/** A JSON case context as the engine's payload and user. */
function split(context: Record<string, any>): {
  engine: FeatureEngine;
  user: EvaluationUser;
} {
  const { features, experiments, savedGroups, contextualBandits, ...user } = context;
  return {
    engine: new FeatureEngine({ features, experiments, savedGroups, contextualBandits }),
    user,
  };
}

/** Sticky bucket documents kept in memory (the service keeps them in Redis). */
class MemoryStickyBuckets extends StickyBucketService {
  readonly docs = new Map<string, StickyAssignmentsDocument>();
  async getAssignments(attributeName: string, attributeValue: string) {
    return this.docs.get(`${attributeName}||${attributeValue}`) ?? null;
  }
  async saveAssignments(doc: StickyAssignmentsDocument) {
    this.docs.set(`${doc.attributeName}||${doc.attributeValue}`, doc);
  }
}

/** Each section: its case's name and whether the engine's answer equals the expected one. */
const RUNNERS: Record<string, (c: Case) => Promise<boolean> | boolean> = {
  hash: ([seed, value, version, expected]) => equal(hash(seed, value, version), expected),
  getBucketRange: ([, [n, coverage, weights], expected]) =>
    equal(roundAll(getBucketRanges(n, coverage, weights ?? undefined)), roundAll(expected)),
  chooseVariation: ([, n, ranges, expected]) => equal(chooseVariation(n, ranges), expected),
  getQueryStringOverride: ([, key, url, numVariations, expected]) =>
    equal(getQueryStringOverride(key, url, numVariations), expected),
  inNamespace: ([, id, namespace, expected]) => equal(inNamespace(id, namespace), expected),
  getEqualWeights: ([n, expected]) =>
    equal(getEqualWeights(n).map(round), (expected as number[]).map(round)),
  evalCondition: ([, condition, attributes, expected, savedGroups]) =>
    equal(evalCondition(attributes, condition, savedGroups ?? {}), expected),
  run: ([, context, experiment, value, inExperiment, hashUsed]) => {
    const { engine, user } = split(context);
    const result = engine.run(experiment as Experiment<unknown>, user);
    return (
      equal(result.value, value) &&
      result.inExperiment === inExperiment &&
      result.hashUsed === hashUsed
    );
  },
  feature: ([, context, key, expected]) => {
    const { engine, user } = split(context);
    return equal(engine.evalFeature(key, user), expected);
  },
  contextualBandit: ([, context, key, expected]) => {
    const { engine, user } = split(context);
    return equal(engine.evalFeature(key, user), expected);
  },
  stickyBucket: async ([, context, docs, key, expectedResult, expectedDocs]) => {
    const { engine, user } = split(context);
    const service = new MemoryStickyBuckets();
    for (const doc of docs as StickyAssignmentsDocument[]) await service.saveAssignments(doc);
    const sticky = await engine.withStickyBuckets(user, service);
    const result = engine.evalFeature(key, sticky).experimentResult ?? null;
    return (
      equal(result, expectedResult) && equal(sticky.stickyBucketAssignmentDocs ?? {}, expectedDocs)
    );
  },
};

function equal(actual: unknown, expected: unknown): boolean {
  try {
    expect(actual).toEqual(expected);
    return true;
  } catch {
    return false;
  }
}

/** The name a case is known by in its section (the first string, or its index). */
function caseName(section: string, c: Case, index: number): string {
  return section === 'hash' || section === 'getEqualWeights'
    ? `${section}[${index}] ${JSON.stringify(c.slice(0, -1))}`
    : `${section}[${index}] ${String(c[0])}`;
}

it('runs GrowthBook’s SDK cases through the engine: at least 95% pass', async () => {
  const lines: string[] = [`GrowthBook SDK cases, spec version ${file.specVersion}:`];
  const failures: string[] = [];
  let passed = 0;
  let run = 0;
  // The evaluation log is quiet; a case that makes the SDK complain is judged by its answer.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    for (const [section, sectionCases] of sections) {
      const runner = RUNNERS[section];
      if (!runner) {
        const reason = NOT_RUN[section] ?? 'no runner for this section';
        lines.push(`  ${section}: ${sectionCases.length} skipped (${reason})`);
        for (const [index, c] of sectionCases.entries()) {
          lines.push(`    skipped ${caseName(section, c, index)}: ${reason}`);
        }
        continue;
      }
      let ok = 0;
      for (const [index, c] of sectionCases.entries()) {
        if (await runner(c)) ok += 1;
        else failures.push(caseName(section, c, index));
      }
      lines.push(`  ${section}: ${ok} passed, ${sectionCases.length - ok} failed`);
      passed += ok;
      run += sectionCases.length;
    }
  } finally {
    quiet.mockRestore();
  }
  lines.push(`  total: ${passed} of ${run} passed (${((100 * passed) / run).toFixed(1)}%)`);
  for (const name of failures) lines.push(`  failed ${name}`);
  // The report the issue asks for: per-section counts and every skipped case, with its reason.
  // eslint-disable-next-line no-console
  console.log(lines.join('\n'));
  expect(run).toBeGreaterThan(400);
  expect(passed / run).toBeGreaterThanOrEqual(0.95);
});
