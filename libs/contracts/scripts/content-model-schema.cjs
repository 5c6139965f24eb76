#!/usr/bin/env node
// Generates the JSON Schema of the content model (src/content-model.ts) from its TypeScript
// types, as dotcom-rendering does for its model: the types stay the one source, the schema is
// their machine-readable copy. `npm run schema -w libs/contracts` writes it; the package's test
// fails when the committed copy differs from what the types give now.
const path = require('node:path');
const fs = require('node:fs');
const ts = require('typescript');
const TJS = require('typescript-json-schema');

const PACKAGE = path.resolve(__dirname, '..');
const SCHEMA_FILE = path.join(PACKAGE, 'content-model.schema.json');

/** The schema, as the text the committed file must hold. */
function contentModelSchema() {
  // The package's own compiler options, its type roots found from the config file's place
  // (TJS.programFromConfig looks from the working directory, which differs under npm and jest).
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(PACKAGE, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram([path.join(PACKAGE, 'src/content-model.ts')], parsed.options);
  const schema = TJS.generateSchema(program, 'ContentModel', {
    // A property the type does not mark optional must be there.
    required: true,
    // The platform may add fields the types do not name (web/ never reads them).
    noExtraProps: false,
    ref: true,
  });
  if (!schema) throw new Error('content-model-schema: the ContentModel type gave no schema');
  return `${JSON.stringify(schema, null, 2)}\n`;
}

module.exports = { SCHEMA_FILE, contentModelSchema };

if (require.main === module) {
  fs.writeFileSync(SCHEMA_FILE, contentModelSchema());
  process.stdout.write(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}\n`);
}
