module.exports = {
  workspace: 'projections',
  layers: [['eventStore', 'readStore'], ['runner'], ['projectors', 'snapshot'], ['index.ts', 'production.ts']],
};
