// Folder layers inside a workspace: a list of layers, lowest first, each a list of folders (or files)
// under the workspace's src/. Application code may import its own layer and the ones below, never
// one above. Tests (spec files, testing/ folders) are free inside their workspace.
const fs = require('node:fs');
const path = require('node:path');

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `src/core/` for a folder, `src/config.ts` for a file at the top of src. */
const entryPattern = (workspace, entry) =>
  `^${escape(workspace)}/${entry.includes('/') ? escape(entry) : `src/${escape(entry)}${/\.tsx?$/.test(entry) ? '$' : '/'}`}`;

function layerRules() {
  const rules = [];
  for (const file of fs.readdirSync(__dirname).filter((name) => name !== 'layers.cjs' && name.endsWith('.cjs'))) {
    const { workspace, layers } = require(path.join(__dirname, file));
    layers.forEach((layer, index) => {
      const above = layers.slice(index + 1).flat();
      if (above.length === 0) return;
      rules.push({
        name: `${workspace}-layer-${index}`,
        comment: `${workspace}: ${layer.join(', ')} may not import ${above.join(', ')} (a layer above)`,
        severity: 'error',
        from: {
          path: `(${layer.map((entry) => entryPattern(workspace, entry)).join('|')})`,
          pathNot: '(\\.spec\\.tsx?$|/testing/)',
        },
        to: { path: `(${above.map((entry) => entryPattern(workspace, entry)).join('|')})` },
      });
    });
  }
  return rules;
}

module.exports = { layerRules };
