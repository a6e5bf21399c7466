// contracts/src: shared building blocks at the bottom, then each aggregate's folder (a folder may
// use the ones in the layers below it), then the API payloads, then the package entries.
module.exports = {
  workspace: 'contracts',
  layers: [
    [
      'errors.ts',
      'isRecord.ts',
      'objectId.ts',
      'constants.ts',
      'enumValues.ts',
      'enums.ts',
      'enumLabels.ts',
      'format.ts',
      'fieldSchemas.ts',
      'commonPasswords.ts',
      'searchTerms.ts',
      'seededRandom.ts',
    ],
    ['audit', 'leads', 'project', 'site', 'tools'],
    ['content'],
    ['events'],
    ['readModels.ts'],
    ['api'],
    ['index.ts', 'browser.ts'],
  ],
};
